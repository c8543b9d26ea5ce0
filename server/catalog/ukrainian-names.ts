/**
 * Ukrainian names, reviewed here, for the motorcycle lists (category 2) that the reference
 * files name in Russian and English only (CONTRACT.md "Languages"): Ukrainian is the default
 * language, and without these a Ukrainian reader of the motorcycle filters read Russian
 * ("Мопеды", "Ремень"). Ids are the files'; the words follow the car lists of the live service
 * (auto-catalog-live.json: "Ручна / Механіка", "Типтронік", "Варіатор") where they meet.
 */

/** `/auto/categories/2/gearboxes`. */
export const MOTO_GEARBOXES_UK: Readonly<Record<number, string>> = {
  1: 'Ручна / Механіка',
  2: 'Автомат',
  3: 'Типтронік',
  4: 'Адаптивна',
  5: 'Варіатор',
};

/** `/auto/categories/2/driverTypes`. */
export const MOTO_DRIVE_TYPES_UK: Readonly<Record<number, string>> = {
  4: 'Кардан',
  5: 'Ремінь',
  6: 'Ланцюг',
};

/** `/auto/categories/2/bodystyles` (and `_group`): groups and their members. */
export const MOTO_BODYSTYLES_UK: Readonly<Record<number, string>> = {
  58: 'Мопеди',
  11: 'Скутер / Моторолер',
  12: 'Максі-скутер',
  13: 'Мотоцикли',
  15: 'Мотоцикл Без обтічників (Naked bike)',
  21: 'Мотоцикл Позашляховий (Enduro)',
  30: 'Мотоцикл Кастом',
  14: 'Мотоцикл Класик',
  19: 'Мотоцикл Крос',
  24: 'Мотоцикл Круїзер',
  25: 'Мотоцикл Багатоцільовий (All-round)',
  29: 'Мотоцикл з коляскою',
  18: 'Спортбайк',
  17: 'Мотоцикл Спорт-туризм',
  22: 'Мотоцикл Супермото (Motard)',
  20: 'Мотоцикл Тріал',
  16: 'Мотоцикл Туризм',
  23: 'Мотоцикл Чопер',
  31: 'Міні мотоцикли',
  32: 'Міні спорт',
  33: 'Міні крос (Пітбайк)',
  34: 'Трицикл',
  57: 'Трайк',
  35: 'Квадроцикли',
  36: 'Квадроцикл дитячий',
  39: 'Квадроцикл спортивний',
  41: 'Квадроцикл утилітарний',
  42: 'Мотовсюдихід',
  43: 'Всюдихід-амфібія',
  44: 'Гольф-кар',
  45: 'Картинг',
  46: 'Снігохід',
  56: 'Інше',
};
