import { describe, expect, it } from 'vitest';
import { romanizeUkrainian } from './romanize';

describe('romanizeUkrainian (resolution No. 55 of 2010)', () => {
  it("gives the resolution's own examples", () => {
    // The resolution's table, letter by letter, with its examples.
    const examples: [string, string][] = [
      ['Алушта', 'Alushta'],
      ['Андрій', 'Andrii'],
      ['Борщагівка', 'Borshchahivka'],
      ['Борисенко', 'Borysenko'],
      ['Вінниця', 'Vinnytsia'],
      ['Володимир', 'Volodymyr'],
      ['Гадяч', 'Hadiach'],
      ['Богдан', 'Bohdan'],
      ['Згурський', 'Zghurskyi'],
      ['Ґалаґан', 'Galagan'],
      ['Ґорґани', 'Gorgany'],
      ['Донецьк', 'Donetsk'],
      ['Дмитро', 'Dmytro'],
      ['Рівне', 'Rivne'],
      ['Олег', 'Oleh'],
      ['Есмань', 'Esman'],
      ['Єнакієве', 'Yenakiieve'],
      ['Гаєвич', 'Haievych'],
      ["Короп'є", 'Koropie'],
      ['Житомир', 'Zhytomyr'],
      ['Жанна', 'Zhanna'],
      ['Жежелів', 'Zhezheliv'],
      ['Закарпаття', 'Zakarpattia'],
      ['Казимирчук', 'Kazymyrchuk'],
      ['Медвин', 'Medvyn'],
      ['Михайленко', 'Mykhailenko'],
      ['Іванків', 'Ivankiv'],
      ['Іващенко', 'Ivashchenko'],
      ['Їжакевич', 'Yizhakevych'],
      ['Кадиївка', 'Kadyivka'],
      ["Мар'їне", 'Marine'],
      ['Йосипівка', 'Yosypivka'],
      ['Стрий', 'Stryi'],
      ['Олексій', 'Oleksii'],
      ['Київ', 'Kyiv'],
      ['Коваленко', 'Kovalenko'],
      ['Лебедин', 'Lebedyn'],
      ['Леонід', 'Leonid'],
      ['Миколаїв', 'Mykolaiv'],
      ['Маринич', 'Marynych'],
      ['Ніжин', 'Nizhyn'],
      ['Наталія', 'Nataliia'],
      ['Одеса', 'Odesa'],
      ['Онищенко', 'Onyshchenko'],
      ['Полтава', 'Poltava'],
      ['Петро', 'Petro'],
      ['Решетилівка', 'Reshetylivka'],
      ['Рибчинський', 'Rybchynskyi'],
      ['Суми', 'Sumy'],
      ['Соломія', 'Solomiia'],
      ['Тернопіль', 'Ternopil'],
      ['Троць', 'Trots'],
      ['Ужгород', 'Uzhhorod'],
      ['Уляна', 'Uliana'],
      ['Фастів', 'Fastiv'],
      ['Філіпчук', 'Filipchuk'],
      ['Харків', 'Kharkiv'],
      ['Христина', 'Khrystyna'],
      ['Біла Церква', 'Bila Tserkva'],
      ['Стеценко', 'Stetsenko'],
      ['Чернівці', 'Chernivtsi'],
      ['Шевченко', 'Shevchenko'],
      ['Шостка', 'Shostka'],
      ['Кишеньки', 'Kyshenky'],
      ['Щербухи', 'Shcherbukhy'],
      ['Гоща', 'Hoshcha'],
      ['Гаращенко', 'Harashchenko'],
      ['Юрій', 'Yurii'],
      ['Корюківка', 'Koriukivka'],
      ['Яготин', 'Yahotyn'],
      ['Ярошенко', 'Yaroshenko'],
      ['Костянтин', 'Kostiantyn'],
      ["Знам'янка", 'Znamianka'],
      ['Феодосія', 'Feodosiia'],
    ];
    for (const [ukrainian, latin] of examples) expect(romanizeUkrainian(ukrainian)).toBe(latin);
  });

  it('writes зг as zgh, in any case, and other г as h', () => {
    expect(romanizeUkrainian('Згорани')).toBe('Zghorany');
    expect(romanizeUkrainian('Розгон')).toBe('Rozghon');
    expect(romanizeUkrainian('ЗГОРАНИ')).toBe('ZGHORANY');
    expect(romanizeUkrainian('Ужгород')).toBe('Uzhhorod');
  });

  it('names the regional centres as their English names are known', () => {
    const centres: [string, string][] = [
      ['Житомир', 'Zhytomyr'],
      ['Черкаси', 'Cherkasy'],
      ['Запоріжжя', 'Zaporizhzhia'],
      ['Львів', 'Lviv'],
      ['Івано-Франківськ', 'Ivano-Frankivsk'],
      ['Кропивницький', 'Kropyvnytskyi'],
      ['Хмельницький', 'Khmelnytskyi'],
      ['Луцьк', 'Lutsk'],
      ['Дніпро', 'Dnipro'],
      ['Сімферополь', 'Simferopol'],
      ['Якушинці', 'Yakushyntsi'],
    ];
    for (const [ukrainian, latin] of centres) expect(romanizeUkrainian(ukrainian)).toBe(latin);
  });

  it('starts a word after a space or hyphen, not after an apostrophe or soft sign', () => {
    expect(romanizeUkrainian('Нова Ялта')).toBe('Nova Yalta');
    expect(romanizeUkrainian('Гуляй-Поле')).toBe('Huliai-Pole');
    expect(romanizeUkrainian('Старі-Яблунівка')).toBe('Stari-Yablunivka');
    expect(romanizeUkrainian('Знам’янка')).toBe('Znamianka');
    expect(romanizeUkrainian('Знамʼянка')).toBe('Znamianka');
    expect(romanizeUkrainian('Ульяновка')).toBe('Ulianovka');
    expect(romanizeUkrainian('(Єнакієве)')).toBe('(Yenakiieve)');
  });

  it('keeps capitals as they stand and leaves other characters alone', () => {
    expect(romanizeUkrainian('АР Крим')).toBe('AR Krym');
    expect(romanizeUkrainian('ЩАСТЯ')).toBe('SHCHASTIA');
    expect(romanizeUkrainian('Щастя')).toBe('Shchastia');
    expect(romanizeUkrainian('ЛЬВІВ')).toBe('LVIV');
    expect(romanizeUkrainian('Kyiv 10, "Центр"')).toBe('Kyiv 10, "Tsentr"');
    expect(romanizeUkrainian("'Дім'")).toBe("'Dim'");
    expect(romanizeUkrainian('')).toBe('');
  });
});
