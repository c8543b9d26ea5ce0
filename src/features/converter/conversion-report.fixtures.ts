/**
 * The reference service's answers to the inputs the converter page's report is tested with
 * ("direction query" → answer), so that its unit tests read real answers without the server;
 * server/converter/site-params.test.ts holds the service to them. Pure data.
 */
export const REFERENCE_ANSWERS: Readonly<
  Record<
    string,
    {
      readonly converted: Readonly<Record<string, string>>;
      readonly unrecognized: Readonly<Record<string, string>>;
    }
  >
> = {
  'new_to_old brand.id[0]=9&bodystyle[0]=3&foo=1': {
    converted: {
      'marka_id[0]': '9',
      'model_id[0]': '0',
    },
    unrecognized: {
      'bodystyle[0]': '3',
      foo: '1',
    },
  },
  'new_to_old brand.id[0]=9&bodystyle[0]=3': {
    converted: {
      'marka_id[0]': '9',
      'model_id[0]': '0',
    },
    unrecognized: {
      'bodystyle[0]': '3',
    },
  },
  'new_to_old brand.id[0]=9&model.id[0]=3': {
    converted: {
      'marka_id[0]': '9',
      'model_id[0]': '3',
    },
    unrecognized: {},
  },
  'new_to_old brand.id[0]=9&price.EUR.gte=100': {
    converted: {
      'marka_id[0]': '9',
      'model_id[0]': '0',
      price_ot: '100',
      currency: '2',
    },
    unrecognized: {},
  },
  'new_to_old damage.not=0&sort[0].order=relevance': {
    converted: {},
    unrecognized: {
      'damage.not': '0',
      'sort[0].order': 'relevance',
    },
  },
  'new_to_old foo=1': {
    converted: {},
    unrecognized: {
      foo: '1',
    },
  },
  'new_to_old marka_id[0]=9&foo=1': {
    converted: {},
    unrecognized: {
      'marka_id[0]': '9',
      foo: '1',
    },
  },
  'new_to_old marka_id[0]=9&s_yers[0]=2011': {
    converted: {},
    unrecognized: {
      'marka_id[0]': '9',
      's_yers[0]': '2011',
    },
  },
  'new_to_old price.EUR.gte=100&price.USD.lte=200': {
    converted: {
      price_ot: '100',
      currency: '2',
    },
    unrecognized: {
      'price.USD.lte': '200',
    },
  },
  'new_to_old price.UAH.gte=100&price.currency=2': {
    converted: {
      currency: '2',
    },
    unrecognized: {
      'price.UAH.gte': '100',
    },
  },
  'new_to_old size=10&countpage=100': {
    converted: {
      countpage: '10',
    },
    unrecognized: {
      countpage: '100',
    },
  },
  'old_to_new body_id=3&bodystyle[0]=5': {
    converted: {
      'body.id[0]': '3',
    },
    unrecognized: {
      'bodystyle[0]': '5',
    },
  },
  'old_to_new brand.id[0]=9&year[0].gte=2011': {
    converted: {},
    unrecognized: {
      'brand.id[0]': '9',
      'year[0].gte': '2011',
    },
  },
  'old_to_new currency=4&price_ot=100&damage=1&order_by=0': {
    converted: {
      'price.currency': '4',
    },
    unrecognized: {
      price_ot: '100',
      damage: '1',
      order_by: '0',
    },
  },
  'old_to_new marka_id=9&brand.id[0]=9': {
    converted: {},
    unrecognized: {
      marka_id: '9',
      'brand.id[0]': '9',
    },
  },
  'old_to_new marka_id[0]=9&marka_id[0]=84&category_id=1': {
    converted: {
      'brand.id[0]': '84',
      'categories.main.id': '1',
    },
    unrecognized: {},
  },
  'old_to_new marka_id[0]=9&marka_id[0]=84': {
    converted: {
      'brand.id[0]': '84',
    },
    unrecognized: {},
  },
  'old_to_new marka_id[0]=9&model_id[0]=0&raceInt=&category_id=1': {
    converted: {
      'brand.id[0]': '9',
      'categories.main.id': '1',
    },
    unrecognized: {},
  },
  'old_to_new raceInt=1&raceInt=2&raceInt=3': {
    converted: {},
    unrecognized: {
      raceInt: '3',
    },
  },
  'old_to_new raceInt=10&raceInt=90': {
    converted: {
      'mileage.gte': '10',
      'mileage.lte': '90',
    },
    unrecognized: {},
  },
};
