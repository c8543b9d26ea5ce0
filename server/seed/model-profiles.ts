/**
 * What each generated model is like, so that an advert's body, engine, fuel, power, drive,
 * seats and years fit its model (a Tesla has no engine volume, a Sprinter is a van, an X5 is an
 * all-wheel-drive SUV). A model gets the traits of its segment, then what the rules below say
 * about it by name. Figures are typical of the real models, rounded; ids are the catalogs'.
 */
import { Weighted } from './random';

export type Segment =
  | 'city'
  | 'compact'
  | 'midsize'
  | 'executive'
  | 'luxury'
  | 'sport'
  | 'suv'
  | 'suvLarge'
  | 'mpv'
  | 'van'
  | 'pickup';

/** Body style ids of passenger cars (`/auto/categories/1/bodystyles`). */
export const BODY = {
  wagon: 2,
  sedan: 3,
  hatchback: 4,
  suv: 5,
  coupe: 6,
  convertible: 7,
  minivan: 8,
  pickup: 9,
  limousine: 252,
  liftback: 307,
  roadster: 315,
  fastback: 448,
  microvan: 449,
} as const;

/** Drive type ids of passenger cars (LIVE-2026.md): 1 all-wheel, 2 front, 3 rear. */
export const DRIVE = { awd: 1, front: 2, rear: 3 } as const;

/** Fuel ids of the live service (LIVE-2026.md "Catalogs"). */
export const FUEL = {
  petrol: 1,
  diesel: 2,
  gas: 3,
  lpgPetrol: 4,
  hybrid: 5,
  electric: 6,
  methanePetrol: 8,
  plugIn: 10,
  mild: 11,
  rangeExtender: 12,
} as const;

type Pairs = readonly (readonly [number, number])[];

interface SegmentTraits {
  readonly bodies: Pairs;
  readonly litres: readonly number[];
  readonly drives: Pairs;
  readonly seats: Pairs;
  /** Horsepower per litre of a modern petrol engine of the segment. */
  readonly hpPerLitre: number;
  /** Price relative to a compact car of the same make and age. */
  readonly price: number;
  /** Share of diesels among its combustion engines. */
  readonly diesel: number;
}

const { awd, front, rear } = DRIVE;

const SEGMENTS: Readonly<Record<Segment, SegmentTraits>> = {
  city: {
    bodies: [
      [BODY.hatchback, 80],
      [BODY.sedan, 15],
      [BODY.wagon, 5],
    ],
    litres: [1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6],
    drives: [[front, 1]],
    seats: [
      [5, 9],
      [4, 1],
    ],
    hpPerLitre: 68,
    price: 0.7,
    diesel: 0.12,
  },
  compact: {
    bodies: [
      [BODY.hatchback, 45],
      [BODY.sedan, 35],
      [BODY.wagon, 20],
    ],
    litres: [1.2, 1.4, 1.5, 1.6, 1.8, 2.0],
    drives: [
      [front, 95],
      [awd, 5],
    ],
    seats: [[5, 1]],
    hpPerLitre: 75,
    price: 0.9,
    diesel: 0.3,
  },
  midsize: {
    bodies: [
      [BODY.sedan, 60],
      [BODY.wagon, 35],
      [BODY.liftback, 5],
    ],
    litres: [1.6, 1.8, 2.0, 2.0, 2.2, 2.4, 2.5],
    drives: [
      [front, 85],
      [awd, 15],
    ],
    seats: [[5, 1]],
    hpPerLitre: 75,
    price: 1.1,
    diesel: 0.4,
  },
  executive: {
    bodies: [
      [BODY.sedan, 75],
      [BODY.wagon, 20],
      [BODY.liftback, 5],
    ],
    litres: [2.0, 2.0, 2.5, 3.0, 3.0, 3.5],
    drives: [
      [rear, 50],
      [awd, 40],
      [front, 10],
    ],
    seats: [[5, 1]],
    hpPerLitre: 85,
    price: 1.6,
    diesel: 0.45,
  },
  luxury: {
    bodies: [
      [BODY.sedan, 95],
      [BODY.limousine, 5],
    ],
    litres: [3.0, 3.0, 4.0, 4.4, 4.7, 5.5],
    drives: [
      [awd, 60],
      [rear, 40],
    ],
    seats: [[5, 1]],
    hpPerLitre: 88,
    price: 2.5,
    diesel: 0.3,
  },
  sport: {
    bodies: [
      [BODY.coupe, 70],
      [BODY.convertible, 25],
      [BODY.roadster, 5],
    ],
    litres: [2.0, 3.0, 3.5, 3.7, 5.0, 6.2],
    drives: [
      [rear, 70],
      [awd, 30],
    ],
    seats: [
      [4, 6],
      [2, 4],
    ],
    hpPerLitre: 110,
    price: 2,
    diesel: 0.02,
  },
  suv: {
    bodies: [[BODY.suv, 1]],
    litres: [1.4, 1.5, 1.6, 2.0, 2.0, 2.2, 2.4, 2.5],
    drives: [
      [awd, 55],
      [front, 45],
    ],
    seats: [[5, 1]],
    hpPerLitre: 72,
    price: 1.2,
    diesel: 0.4,
  },
  suvLarge: {
    bodies: [[BODY.suv, 1]],
    litres: [2.5, 2.7, 3.0, 3.0, 3.5, 4.0, 4.4, 4.6, 5.7],
    drives: [[awd, 1]],
    seats: [
      [5, 55],
      [7, 45],
    ],
    hpPerLitre: 72,
    price: 2,
    diesel: 0.45,
  },
  mpv: {
    bodies: [
      [BODY.minivan, 85],
      [BODY.microvan, 15],
    ],
    litres: [1.4, 1.6, 1.8, 2.0, 2.0, 2.2],
    drives: [[front, 1]],
    seats: [
      [5, 4],
      [7, 6],
    ],
    hpPerLitre: 68,
    price: 1,
    diesel: 0.55,
  },
  van: {
    bodies: [[BODY.minivan, 1]],
    litres: [1.9, 2.0, 2.2, 2.3, 2.5],
    drives: [
      [front, 70],
      [rear, 30],
    ],
    seats: [
      [8, 6],
      [9, 4],
    ],
    hpPerLitre: 60,
    price: 1.1,
    diesel: 0.88,
  },
  pickup: {
    bodies: [[BODY.pickup, 1]],
    litres: [2.2, 2.4, 2.5, 2.8, 3.0, 3.2],
    drives: [
      [awd, 80],
      [rear, 20],
    ],
    seats: [[5, 1]],
    hpPerLitre: 65,
    price: 1.5,
    diesel: 0.8,
  },
};

/** How a van is fitted out, from its catalog name (`груз.` cargo, `пасс.` passenger). */
export type VanKind = 'cargo' | 'mixed' | 'passenger';

interface Rule {
  readonly make?: number;
  readonly match: RegExp;
  readonly segment?: Segment;
  /** Fuel weights replacing the segment's usual mix (EVs, hybrids, plug-ins). */
  readonly fuels?: Pairs;
  readonly litres?: readonly number[];
  /** Power range of the electric versions. */
  readonly evHp?: readonly [number, number];
  /** Years the model was built (to: still built). */
  readonly years?: readonly [number, number?];
  readonly bodies?: Pairs;
  readonly drives?: Pairs;
  readonly seats?: Pairs;
  readonly hpPerLitre?: number;
}

const ev = (from: number, to: number, since: number, until?: number): Partial<Rule> => ({
  fuels: [[FUEL.electric, 1]],
  evHp: [from, to],
  years: [since, until],
});
const small: Pairs = [[BODY.microvan, 1]];

/**
 * By make id and model name; every rule that matches adds what no earlier one said. Makes:
 * 6 Audi, 9 BMW, 13 Chevrolet, 24 Ford, 38 Lexus, 48 Mercedes-Benz, 55 Nissan, 79 Toyota,
 * 84 Volkswagen, 2233 Tesla (the others are named where they appear).
 */
const RULES: readonly Rule[] = [
  // Electric and electrified models.
  {
    make: 2233,
    match: /./,
    drives: [
      [rear, 45],
      [awd, 55],
    ],
  },
  { make: 2233, match: /Model S/, segment: 'executive', ...ev(300, 1020, 2012) },
  { make: 2233, match: /Model 3/, segment: 'midsize', ...ev(283, 513, 2017) },
  { make: 2233, match: /Model X/, segment: 'suvLarge', ...ev(330, 1020, 2015) },
  { make: 2233, match: /Model Y/, segment: 'suv', ...ev(299, 534, 2020) },
  { make: 55, match: /^Leaf$/, segment: 'compact', ...ev(109, 218, 2010) },
  { make: 13, match: /^Bolt EV$/, segment: 'compact', ...ev(200, 200, 2016) },
  { make: 84, match: /^e-Golf$/, segment: 'compact', ...ev(115, 136, 2014, 2020) },
  {
    make: 9,
    match: /^I3$/,
    segment: 'city',
    fuels: [
      [FUEL.electric, 75],
      [FUEL.rangeExtender, 25],
    ],
    evHp: [170, 184],
    litres: [0.6],
    years: [2013, 2022],
  },
  { make: 6, match: /^e-tron$/, segment: 'suvLarge', ...ev(313, 408, 2018) },
  { make: 62, match: /^Zoe$/, segment: 'city', ...ev(88, 136, 2012) },
  {
    make: 13,
    match: /^Volt$/,
    segment: 'compact',
    fuels: [[FUEL.rangeExtender, 1]],
    litres: [1.4, 1.5],
    years: [2010, 2019],
  },
  {
    make: 29,
    match: /^Kona$/,
    segment: 'suv',
    fuels: [
      [FUEL.petrol, 55],
      [FUEL.electric, 40],
      [FUEL.hybrid, 5],
    ],
    evHp: [136, 204],
    years: [2017],
  },
  {
    make: 33,
    match: /^Niro$/,
    segment: 'suv',
    fuels: [
      [FUEL.hybrid, 45],
      [FUEL.plugIn, 20],
      [FUEL.electric, 35],
    ],
    evHp: [136, 204],
    litres: [1.6],
    years: [2016],
  },
  {
    make: 79,
    match: /^Prius$/,
    segment: 'compact',
    fuels: [
      [FUEL.hybrid, 80],
      [FUEL.plugIn, 20],
    ],
    litres: [1.5, 1.8],
    bodies: [[BODY.liftback, 1]],
    years: [1997],
  },
  { make: 38, match: /\d+h$/, fuels: [[FUEL.hybrid, 1]] },
  {
    make: 71,
    match: /^Fortwo$/,
    segment: 'city',
    fuels: [
      [FUEL.petrol, 75],
      [FUEL.electric, 25],
    ],
    evHp: [75, 82],
    litres: [0.7, 0.8, 0.9, 1.0],
    bodies: [
      [BODY.coupe, 80],
      [BODY.convertible, 20],
    ],
    seats: [[2, 1]],
    drives: [[rear, 1]],
  },
  {
    make: 52,
    match: /^Outlander$/,
    fuels: [
      [FUEL.petrol, 55],
      [FUEL.plugIn, 35],
      [FUEL.diesel, 10],
    ],
  },
  {
    make: 85,
    match: /^XC(60|90)$/,
    fuels: [
      [FUEL.diesel, 50],
      [FUEL.petrol, 35],
      [FUEL.plugIn, 15],
    ],
  },

  // Drives: the makers that drive the rear wheels, or all four.
  { make: 9, match: /^I3$/, drives: [[rear, 1]] },
  {
    make: 9,
    match: /^X/,
    drives: [
      [awd, 85],
      [rear, 15],
    ],
  },
  {
    make: 9,
    match: /./,
    drives: [
      [rear, 60],
      [awd, 40],
    ],
  },
  { make: 48, match: /^[AB] /, drives: [[front, 1]] },
  {
    make: 48,
    match: /^(CLA|GLA)/,
    drives: [
      [front, 65],
      [awd, 35],
    ],
  },
  {
    make: 48,
    match: /^(G|GL|GLE|ML|GLC) /,
    drives: [
      [awd, 90],
      [rear, 10],
    ],
  },
  {
    make: 48,
    match: /^(C|E|S|190|SLC|AMG)/,
    drives: [
      [rear, 65],
      [awd, 35],
    ],
  },
  {
    make: 38,
    match: /^(IS|GS|LS)/,
    drives: [
      [rear, 55],
      [awd, 45],
    ],
  },
  {
    make: 128,
    match: /./,
    drives: [
      [awd, 60],
      [rear, 40],
    ],
  },
  {
    make: 31,
    match: /./,
    drives: [
      [rear, 50],
      [awd, 50],
    ],
  },
  {
    make: 59,
    match: /^(911|Panamera)$/,
    drives: [
      [rear, 45],
      [awd, 55],
    ],
  },
  {
    make: 14,
    match: /^300 C$/,
    drives: [
      [rear, 70],
      [awd, 30],
    ],
  },
  {
    make: 11,
    match: /^ATS$/,
    drives: [
      [rear, 70],
      [awd, 30],
    ],
  },
  {
    make: 118,
    match: /^(Challenger|Charger)$/,
    drives: [
      [rear, 80],
      [awd, 20],
    ],
  },
  { make: 24, match: /^Mustang$/, drives: [[rear, 1]] },
  { make: 13, match: /^Camaro$/, drives: [[rear, 1]] },

  // Engine volumes that the model's name gives away.
  { make: 9, match: /^(116|316)$/, litres: [1.6] },
  { make: 9, match: /^(118|318)$/, litres: [1.8, 2.0] },
  { make: 9, match: /^(320|520|428)$/, litres: [2.0] },
  { make: 9, match: /^(325|523|525)$/, litres: [2.5, 3.0] },
  { make: 9, match: /^(328|528)$/, litres: [2.0, 2.8] },
  { make: 9, match: /^(330|335|530|535|730)$/, litres: [3.0] },
  { make: 9, match: /^(540|740)$/, litres: [3.0, 4.0, 4.4] },
  { make: 9, match: /^(735)$/, litres: [3.5, 3.6] },
  { make: 9, match: /^(750)$/, litres: [4.4, 4.8] },
  { make: 9, match: /^X5 M$/, segment: 'suvLarge', litres: [4.4], hpPerLitre: 130, years: [2009] },
  { make: 48, match: /^([ABCES]|G|GL|GLE|ML) \d{3}$/, litres: [] },
  { make: 48, match: /^AMG GT$/, segment: 'sport', litres: [4.0], hpPerLitre: 130, years: [2014] },
  { make: 38, match: /^[A-Z]{2} \d{3}[ht]?$/, litres: [] },
  { make: 128, match: /^FX 3[57]$/, segment: 'suvLarge', litres: [], years: [2003, 2013] },
  { make: 84, match: /^Golf GTI$/, litres: [2.0], hpPerLitre: 110 },
  { make: 70, match: /^Octavia RS$/, litres: [2.0], hpPerLitre: 110 },

  // Segments by name.
  { make: 9, match: /^(116|118|I3)$/, segment: 'compact' },
  { make: 9, match: /^(3 Series GT|3\d\d|4\d\d)$/, segment: 'midsize' },
  { make: 9, match: /^5\d\d$/, segment: 'executive' },
  { make: 9, match: /^7\d\d$/, segment: 'luxury', years: [1977] },
  { make: 9, match: /^X[1-4]$/, segment: 'suv' },
  { make: 9, match: /^X[5-7]/, segment: 'suvLarge' },
  { make: 48, match: /^[AB] /, segment: 'compact' },
  { make: 48, match: /^SLC/, segment: 'sport', years: [2016, 2020] },
  { make: 48, match: /^(C |CLA|190)/, segment: 'midsize' },
  { make: 48, match: /^E /, segment: 'executive' },
  { make: 48, match: /^S /, segment: 'luxury' },
  { make: 48, match: /^(G|GL|GLE|ML) /, segment: 'suvLarge' },
  { make: 48, match: /^(GLA|GLC)/, segment: 'suv' },
  { make: 48, match: /^(Sprinter|Vito|Viano|V 250)/, segment: 'van' },
  { make: 48, match: /^190$/, years: [1982, 1993] },
  { make: 6, match: /^(A3|80|100)$/, segment: 'compact' },
  { make: 6, match: /^(A4|A4 Allroad|A5|S4)$/, segment: 'midsize' },
  { make: 6, match: /^(A6|A6 Allroad|A7)$/, segment: 'executive' },
  { make: 6, match: /^A8$/, segment: 'luxury' },
  { make: 6, match: /^(Q3|Q5)$/, segment: 'suv' },
  { make: 6, match: /^(Q7|Q8)$/, segment: 'suvLarge' },
  { make: 6, match: /^TT$/, segment: 'sport' },
  { make: 6, match: /Allroad/, bodies: [[BODY.wagon, 1]], drives: [[awd, 1]] },
  { make: 6, match: /^(80|100)$/, years: [1968, 1996], segment: 'midsize' },
  { make: 6, match: /^A7$/, bodies: [[BODY.liftback, 1]] },
  {
    make: 6,
    match: /^A5$/,
    bodies: [
      [BODY.coupe, 40],
      [BODY.liftback, 45],
      [BODY.convertible, 15],
    ],
  },
  { make: 38, match: /^(ES|GS|IS)/, segment: 'executive' },
  { make: 38, match: /^LS/, segment: 'luxury' },
  { make: 38, match: /^(GX|LX|RX)/, segment: 'suvLarge' },
  { make: 38, match: /^NX/, segment: 'suv' },
  { make: 79, match: /^(Aygo|Yaris)$/, segment: 'city' },
  { make: 79, match: /^(Auris|Corolla)$/, segment: 'compact' },
  { make: 79, match: /^(Avensis|Camry|Venza)$/, segment: 'midsize' },
  { make: 79, match: /^Avalon$/, segment: 'executive' },
  { make: 79, match: /^(RAV4|C-HR)$/, segment: 'suv' },
  { make: 79, match: /^(Highlander|Land Cruiser|Sequoia|FJ Cruiser)/, segment: 'suvLarge' },
  { make: 79, match: /^(Corolla Verso|Verso|Sienna)$/, segment: 'mpv' },
  { make: 79, match: /^Tundra$/, segment: 'pickup', litres: [4.6, 5.7], fuels: [[FUEL.petrol, 1]] },
  { make: 79, match: /^Land Cruiser 100$/, years: [1998, 2007], litres: [4.2, 4.7] },
  { make: 79, match: /^Land Cruiser 200$/, years: [2007, 2021], litres: [4.5, 4.6] },
  { make: 79, match: /^Land Cruiser Prado 120$/, years: [2002, 2009], litres: [2.7, 3.0, 4.0] },
  { make: 79, match: /^Land Cruiser Prado 150$/, years: [2009], litres: [2.7, 2.8, 3.0, 4.0] },
  { make: 79, match: /^(Sequoia)$/, litres: [4.7, 5.7], fuels: [[FUEL.petrol, 1]] },
  {
    make: 79,
    match: /^FJ Cruiser$/,
    litres: [4.0],
    fuels: [[FUEL.petrol, 1]],
    years: [2006, 2018],
  },
  {
    make: 79,
    match: /^C-HR$/,
    years: [2016],
    fuels: [
      [FUEL.hybrid, 55],
      [FUEL.petrol, 45],
    ],
  },
  { make: 84, match: /^(Polo|Beetle)$/, segment: 'city' },
  { make: 84, match: /^(Golf|Jetta|Bora|Vento|e-Golf|Golf Plus)/, segment: 'compact' },
  { make: 84, match: /^(Passat|CC)/, segment: 'midsize' },
  { make: 84, match: /^Phaeton$/, segment: 'luxury', years: [2002, 2016] },
  { make: 84, match: /^(Tiguan)$/, segment: 'suv', years: [2007] },
  { make: 84, match: /^(Touareg|Atlas)/, segment: 'suvLarge' },
  { make: 84, match: /^Atlas/, years: [2017], fuels: [[FUEL.petrol, 1]] },
  { make: 84, match: /^(Touran|Sharan)$/, segment: 'mpv' },
  { make: 84, match: /^Golf II$/, years: [1983, 1992] },
  { make: 84, match: /^Golf III$/, years: [1991, 1999] },
  { make: 84, match: /^Golf IV$/, years: [1997, 2006] },
  { make: 84, match: /^Golf V$/, years: [2003, 2009] },
  { make: 84, match: /^Golf VI$/, years: [2008, 2013] },
  { make: 84, match: /^Golf VII$/, years: [2012, 2020] },
  { make: 84, match: /^Passat B3$/, years: [1988, 1993] },
  { make: 84, match: /^Passat B4$/, years: [1993, 1997] },
  { make: 84, match: /^Passat B5$/, years: [1996, 2005] },
  { make: 84, match: /^Passat B6$/, years: [2005, 2010] },
  { make: 84, match: /^Passat B7$/, years: [2010, 2015] },
  { make: 84, match: /^Passat B8$/, years: [2014] },
  {
    make: 84,
    match: /^Passat Alltrack$/,
    years: [2012],
    bodies: [[BODY.wagon, 1]],
    drives: [[awd, 1]],
  },
  { make: 84, match: /^T1 /, years: [1950, 1967], litres: [1.2, 1.5], fuels: [[FUEL.petrol, 1]] },
  { make: 84, match: /^T4 /, years: [1990, 2003] },
  { make: 84, match: /^T5 /, years: [2003, 2015] },
  { make: 84, match: /^T6 /, years: [2015] },
  { make: 84, match: /^LT /, years: [1996, 2006] },
  { make: 84, match: /^(Caravelle|Multivan|Eurovan)$/, segment: 'van' },
  { make: 56, match: /^(Corsa)$/, segment: 'city' },
  { make: 56, match: /^(Astra|Kadett|Meriva)/, segment: 'compact' },
  { make: 56, match: /^(Vectra|Insignia|Signum)/, segment: 'midsize' },
  { make: 56, match: /^Omega$/, segment: 'executive', years: [1986, 2003] },
  { make: 56, match: /^Antara$/, segment: 'suv', years: [2006, 2015] },
  { make: 56, match: /^Zafira/, segment: 'mpv' },
  { make: 56, match: /^Astra F$/, years: [1991, 1998] },
  { make: 56, match: /^Astra G$/, years: [1998, 2009] },
  { make: 56, match: /^Astra H$/, years: [2004, 2014] },
  { make: 56, match: /^Astra J$/, years: [2009, 2015] },
  { make: 56, match: /^Astra K$/, years: [2015] },
  { make: 56, match: /^Kadett$/, years: [1979, 1991] },
  { make: 56, match: /^Vectra A$/, years: [1988, 1995] },
  { make: 56, match: /^Vectra B$/, years: [1995, 2002] },
  { make: 56, match: /^Vectra C$/, years: [2002, 2008] },
  { make: 56, match: /Sports Tourer$/, bodies: [[BODY.wagon, 1]] },
  { make: 24, match: /^(Fiesta)$/, segment: 'city' },
  { make: 24, match: /^(Focus|Escort|Fusion)$/, segment: 'compact' },
  { make: 24, match: /^(Mondeo|Sierra)$/, segment: 'midsize' },
  { make: 24, match: /^Scorpio$/, segment: 'executive', years: [1985, 1998] },
  { make: 24, match: /^(EcoSport|Kuga|Escape)$/, segment: 'suv' },
  { make: 24, match: /^(Edge|Explorer|Flex)$/, segment: 'suvLarge' },
  { make: 24, match: /^(C-Max|Focus C-Max|Galaxy|S-Max)$/, segment: 'mpv' },
  { make: 24, match: /^Mustang$/, segment: 'sport', litres: [2.3, 3.7, 5.0] },
  {
    make: 24,
    match: /^F-150$/,
    segment: 'pickup',
    litres: [2.7, 3.5, 5.0],
    fuels: [[FUEL.petrol, 1]],
  },
  { make: 24, match: /^Escort$/, years: [1980, 2000] },
  { make: 24, match: /^Sierra$/, years: [1982, 1993] },
  {
    make: 24,
    match: /^Fusion$/,
    fuels: [
      [FUEL.petrol, 70],
      [FUEL.hybrid, 20],
      [FUEL.plugIn, 10],
    ],
  },
  { make: 24, match: /^(Edge|Explorer|Flex|Escape)$/, fuels: [[FUEL.petrol, 1]] },
  {
    match: /^Transit Connect/,
    bodies: small,
    litres: [1.5, 1.6, 1.8],
    seats: [
      [5, 7],
      [7, 3],
    ],
  },
  { make: 70, match: /^(Fabia|Felicia|Rapid|Roomster)$/, segment: 'city' },
  { make: 70, match: /^Octavia/, segment: 'compact' },
  { make: 70, match: /^Octavia A5$/, years: [2004, 2013] },
  { make: 70, match: /^Octavia A7$/, years: [2012, 2020] },
  { make: 70, match: /^(Octavia Tour)$/, years: [1996, 2010] },
  { make: 70, match: /^Octavia Scout$/, bodies: [[BODY.wagon, 1]], drives: [[awd, 1]] },
  {
    make: 70,
    match: /^Superb$/,
    segment: 'midsize',
    bodies: [
      [BODY.liftback, 60],
      [BODY.wagon, 40],
    ],
  },
  { make: 70, match: /^(Yeti|Kodiaq)$/, segment: 'suv' },
  {
    make: 70,
    match: /^Kodiaq$/,
    years: [2016],
    seats: [
      [5, 6],
      [7, 4],
    ],
  },
  {
    make: 70,
    match: /^(Octavia A5|Octavia A7|Octavia RS|Rapid)$/,
    bodies: [
      [BODY.liftback, 65],
      [BODY.wagon, 35],
    ],
  },
  {
    make: 62,
    match: /^(Clio|Clio Symbol|Symbol|Modus|Sandero|Sandero StepWay|Logan)$/,
    segment: 'city',
  },
  { make: 62, match: /^(Megane|Fluence|19 Chamade)$/, segment: 'compact' },
  { make: 62, match: /^(Laguna|Talisman)$/, segment: 'midsize' },
  { make: 62, match: /^(Duster|Kadjar|Koleos)$/, segment: 'suv' },
  { make: 62, match: /^(Scenic|Grand Scenic|Megane Scenic|Espace)$/, segment: 'mpv' },
  { make: 62, match: /^19 Chamade$/, years: [1988, 1996], bodies: [[BODY.sedan, 1]] },
  { make: 17, match: /^(Logan|Logan MCV|Sandero|Sandero StepWay)$/, segment: 'city' },
  { make: 17, match: /^Duster$/, segment: 'suv', years: [2010] },
  { make: 17, match: /^Lodgy$/, segment: 'mpv', years: [2012] },
  { match: /MCV$/, bodies: [[BODY.wagon, 1]] },
  { make: 18, match: /.*/, segment: 'city', years: [1995, 2016] },
  { make: 190, match: /^(QQ|Kimo|Amulet)$/, segment: 'city' },
  { make: 190, match: /^Eastar$/, segment: 'midsize' },
  { make: 190, match: /^Tiggo$/, segment: 'suv' },
  { make: 185, match: /.*/, segment: 'city' },
  { make: 13, match: /^(Aveo|Spark|Sonic)$/, segment: 'city' },
  { make: 13, match: /^(Cruze|Lacetti|Nubira)$/, segment: 'compact' },
  { make: 13, match: /^(Epica|Evanda|Malibu)$/, segment: 'midsize' },
  { make: 13, match: /^(Captiva|Equinox|Trax|Niva)$/, segment: 'suv' },
  { make: 13, match: /^(Orlando|Tacuma)$/, segment: 'mpv' },
  { make: 13, match: /^Camaro$/, segment: 'sport', litres: [2.0, 3.6, 6.2] },
  {
    make: 13,
    match: /^Niva$/,
    litres: [1.7],
    fuels: [
      [FUEL.petrol, 80],
      [FUEL.lpgPetrol, 20],
    ],
    drives: [[awd, 1]],
  },
  { make: 29, match: /^(Accent|Getz|i10|i20|Matrix)$/, segment: 'city' },
  { make: 29, match: /^(Elantra|i30|Veloster)$/, segment: 'compact' },
  { make: 29, match: /^(Sonata|Grandeur)$/, segment: 'midsize' },
  { make: 29, match: /^(ix35|Tucson)$/, segment: 'suv' },
  { make: 29, match: /^Santa FE$/, segment: 'suvLarge', litres: [2.0, 2.2, 2.4, 2.7, 3.5] },
  { make: 29, match: /^H1 пасс\.$/, segment: 'van' },
  { make: 33, match: /^(Picanto|Rio|Soul)$/, segment: 'city' },
  { make: 33, match: /^(Ceed|Cerato|Forte)$/, segment: 'compact' },
  { make: 33, match: /^(K5|Magentis|Optima)$/, segment: 'midsize' },
  { make: 33, match: /^K5$/, years: [2019] },
  { make: 33, match: /^(Sportage)$/, segment: 'suv' },
  { make: 33, match: /^Sorento$/, segment: 'suvLarge', litres: [2.0, 2.2, 2.4, 3.3, 3.5] },
  { make: 33, match: /^(Carens|Carnival)$/, segment: 'mpv' },
  { make: 28, match: /^Jazz$/, segment: 'city' },
  { make: 28, match: /^Civic$/, segment: 'compact' },
  { make: 28, match: /^(Accord|Crosstour)$/, segment: 'midsize' },
  { make: 28, match: /^(CR-V|HR-V)$/, segment: 'suv' },
  { make: 28, match: /^Pilot$/, segment: 'suvLarge', litres: [3.5], fuels: [[FUEL.petrol, 1]] },
  { make: 47, match: /^2$/, segment: 'city' },
  { make: 47, match: /^(3|323|323F)$/, segment: 'compact' },
  { make: 47, match: /^(6|626)$/, segment: 'midsize' },
  { make: 47, match: /^5$/, segment: 'mpv' },
  { make: 47, match: /^(CX-3|CX-5)$/, segment: 'suv' },
  { make: 47, match: /^(CX-7|CX-9)$/, segment: 'suvLarge' },
  { make: 47, match: /^B-series$/, segment: 'pickup' },
  { make: 52, match: /^(Colt|Space Star)$/, segment: 'city' },
  { make: 52, match: /^(Lancer|Lancer X|Carisma)$/, segment: 'compact' },
  { make: 52, match: /^Lancer X$/, years: [2007, 2017] },
  { make: 52, match: /^Galant$/, segment: 'midsize' },
  { make: 52, match: /^(ASX|Outlander|Outlander Sport|Outlander XL)$/, segment: 'suv' },
  { make: 52, match: /^Pajero/, segment: 'suvLarge' },
  { make: 52, match: /^Grandis$/, segment: 'mpv' },
  { make: 55, match: /^(Micra|Note|Almera|Almera Classic|Sunny|TIIDA|Versa)$/, segment: 'city' },
  { make: 55, match: /^(Sentra|Primera|Leaf)$/, segment: 'compact' },
  { make: 55, match: /^(Altima|Teana|Maxima)$/, segment: 'midsize' },
  { make: 55, match: /^(Juke|Qashqai|Qashqai\+2|Rogue|Rogue Sport|X-Trail)$/, segment: 'suv' },
  { make: 55, match: /^(Murano|Pathfinder|Patrol)$/, segment: 'suvLarge' },
  { make: 55, match: /^Qashqai/, years: [2006] },
  { make: 55, match: /^Primastar/, segment: 'van' },
  { make: 58, match: /^(107|206|207|207 SW|208|301)$/, segment: 'city' },
  { make: 58, match: /^(307|308|308 SW)$/, segment: 'compact' },
  { make: 58, match: /^(406|407|508)$/, segment: 'midsize' },
  { make: 58, match: /^607$/, segment: 'executive', years: [1999, 2010] },
  { make: 58, match: /^(2008|3008|4007|5008)$/, segment: 'suv' },
  { make: 58, match: /^807$/, segment: 'mpv', years: [2002, 2014] },
  { make: 58, match: /SW$/, bodies: [[BODY.wagon, 1]] },
  { make: 58, match: /^2008$/, years: [2013] },
  { make: 58, match: /^3008$/, years: [2009] },
  { make: 58, match: /^5008$/, years: [2009] },
  { make: 58, match: /^208$/, years: [2012] },
  { make: 58, match: /^206$/, years: [1998, 2012] },
  { make: 58, match: /^406$/, years: [1995, 2004] },
  { make: 15, match: /^(C1|C3)$/, segment: 'city' },
  { make: 15, match: /^(C4|C-Elysee)$/, segment: 'compact' },
  { make: 15, match: /^C5$/, segment: 'midsize' },
  { make: 15, match: /^C-Crosser$/, segment: 'suv' },
  { make: 15, match: /Picasso$/, segment: 'mpv' },
  { make: 23, match: /^(500|Punto|Grande Punto)$/, segment: 'city' },
  { make: 23, match: /^(Linea|Tipo)$/, segment: 'compact' },
  { make: 23, match: /^(500L|500X)$/, segment: 'suv' },
  { make: 67, match: /^(Ibiza|Cordoba)$/, segment: 'city' },
  { make: 67, match: /^(Leon|Toledo)$/, segment: 'compact' },
  { make: 67, match: /^(Altea|Altea XL|Alhambra)$/, segment: 'mpv' },
  { make: 76, match: /^Swift$/, segment: 'city' },
  { make: 76, match: /^SX4$/, segment: 'compact' },
  { make: 76, match: /^Grand Vitara$/, segment: 'suv', drives: [[awd, 1]] },
  {
    make: 75,
    match: /./,
    drives: [[awd, 1]],
    fuels: [
      [FUEL.petrol, 90],
      [FUEL.diesel, 10],
    ],
  },
  { make: 75, match: /^Impreza$/, segment: 'compact' },
  { make: 75, match: /^Legacy$/, segment: 'midsize' },
  { make: 75, match: /^(Forester|Crosstrek)$/, segment: 'suv' },
  { make: 75, match: /^(Outback|Legacy Outback)$/, segment: 'suv', bodies: [[BODY.wagon, 1]] },
  { make: 75, match: /^Tribeca$/, segment: 'suvLarge', years: [2005, 2014] },
  { make: 85, match: /^(S40|V40|V50)$/, segment: 'compact' },
  { make: 85, match: /^(S60|V60|V70)$/, segment: 'midsize' },
  { make: 85, match: /^S80$/, segment: 'executive' },
  { make: 85, match: /^XC60$/, segment: 'suv' },
  { make: 85, match: /^(XC70|XC90)$/, segment: 'suvLarge' },
  { make: 85, match: /^XC70$/, bodies: [[BODY.wagon, 1]] },
  { make: 85, match: /^V\d\d$/, bodies: [[BODY.wagon, 1]] },
  { make: 85, match: /^S\d\d$/, bodies: [[BODY.sedan, 1]] },
  { make: 59, match: /^911$/, segment: 'sport', litres: [3.0, 3.6, 3.8] },
  {
    make: 59,
    match: /^Cayenne$/,
    segment: 'suvLarge',
    litres: [3.0, 3.6, 4.0, 4.8],
    years: [2002],
  },
  { make: 59, match: /^Macan$/, segment: 'suv', litres: [2.0, 3.0], years: [2014] },
  { make: 59, match: /^Panamera$/, segment: 'luxury', litres: [2.9, 3.0, 4.0, 4.8], years: [2009] },
  {
    make: 59,
    match: /./,
    hpPerLitre: 115,
    fuels: [
      [FUEL.petrol, 90],
      [FUEL.plugIn, 10],
    ],
  },
  { make: 37, match: /^(Range Rover Evoque|Discovery Sport|Freelander)$/, segment: 'suv' },
  { make: 37, match: /^(Range Rover|Range Rover Sport|Discovery)$/, segment: 'suvLarge' },
  { make: 37, match: /./, drives: [[awd, 1]] },
  { make: 37, match: /^Range Rover Evoque$/, years: [2011] },
  { make: 37, match: /^Discovery Sport$/, years: [2014] },
  { make: 32, match: /^(Renegade|Compass|Patriot)$/, segment: 'suv' },
  { make: 32, match: /^(Cherokee|Grand Cherokee|Wrangler)$/, segment: 'suvLarge' },
  {
    make: 32,
    match: /./,
    drives: [[awd, 1]],
    fuels: [
      [FUEL.petrol, 85],
      [FUEL.diesel, 15],
    ],
  },
  { make: 32, match: /^Renegade$/, years: [2014] },
  {
    make: 32,
    match: /^Wrangler$/,
    bodies: [
      [BODY.suv, 80],
      [BODY.convertible, 20],
    ],
  },
  { make: 118, match: /^(Challenger|Charger)$/, segment: 'sport', litres: [3.6, 5.7, 6.4] },
  { make: 118, match: /^Charger$/, bodies: [[BODY.sedan, 1]] },
  { make: 118, match: /^(Caliber|Dart)$/, segment: 'compact' },
  { make: 118, match: /^(Durango|Journey)$/, segment: 'suvLarge' },
  { make: 118, match: /^Grand Caravan$/, segment: 'mpv', litres: [3.3, 3.6] },
  { make: 118, match: /^RAM 1500$/, segment: 'pickup', litres: [3.6, 5.7] },
  { make: 118, match: /./, fuels: [[FUEL.petrol, 1]] },
  { make: 11, match: /^ATS$/, segment: 'executive', years: [2012, 2019] },
  { make: 11, match: /^Escalade$/, segment: 'suvLarge', litres: [6.0, 6.2] },
  { make: 14, match: /^200$/, segment: 'midsize' },
  { make: 14, match: /^300 C$/, segment: 'executive', litres: [2.7, 3.0, 3.5, 3.6, 5.7] },
  { make: 110, match: /^Encore$/, segment: 'suv', litres: [1.4], years: [2012] },
  { make: 135, match: /^MKC$/, segment: 'suv', years: [2014, 2019] },
  { make: 135, match: /^MKZ$/, segment: 'executive' },
  { make: 98, match: /^(ILX|TLX)$/, segment: 'executive' },
  { make: 98, match: /^(RDX)$/, segment: 'suv' },
  { make: 98, match: /^(MDX)$/, segment: 'suvLarge' },
  { make: 128, match: /^Q50$/, segment: 'executive', years: [2013] },
  { make: 128, match: /^(QX50)$/, segment: 'suv' },
  { make: 128, match: /^(QX60|QX70)$/, segment: 'suvLarge' },
  { make: 31, match: /^XF$/, segment: 'executive', years: [2007] },
  { make: 31, match: /^F-Pace$/, segment: 'suv', years: [2016] },
  { make: 147, match: /^Cooper$/, segment: 'city' },
  { make: 147, match: /^(Clubman|Countryman)$/, segment: 'compact' },
  { make: 73, match: /^(Korando)$/, segment: 'suv' },
  { make: 73, match: /^(Kyron|Rexton)$/, segment: 'suvLarge' },
  { make: 73, match: /^Kyron$/, years: [2005, 2014] },
  { make: 3, match: /^159$/, segment: 'midsize', years: [2005, 2011] },
  // US makes and models sell few diesels; Japanese makes few outside Europe.
  { make: 98, match: /./, fuels: [[FUEL.petrol, 1]] },
  { make: 11, match: /./, fuels: [[FUEL.petrol, 1]] },
  { make: 110, match: /./, fuels: [[FUEL.petrol, 1]] },
  {
    make: 135,
    match: /./,
    fuels: [
      [FUEL.petrol, 80],
      [FUEL.hybrid, 20],
    ],
  },
  {
    make: 14,
    match: /./,
    fuels: [
      [FUEL.petrol, 85],
      [FUEL.lpgPetrol, 15],
    ],
  },

  // Vans: the catalog names say how they are fitted out.
  { match: /(груз|пасс\.|груз-пас)/, segment: 'van' },
  {
    match: /^(Berlingo|Caddy|Kangoo|Partner|Combo|Doblo) /,
    bodies: small,
    litres: [1.4, 1.5, 1.6, 1.9, 2.0],
    seats: [
      [5, 7],
      [7, 3],
    ],
  },
  { make: 48, match: /^(Sprinter|Vito|Viano|V 250)/, drives: [[rear, 1]], litres: [2.1, 2.2, 3.0] },
  { make: 48, match: /^Sprinter/, litres: [2.1, 2.2, 2.7, 3.0] },
];

export interface ModelProfile {
  readonly segment: Segment;
  readonly bodies: Weighted<number>;
  readonly litres: readonly number[];
  readonly drives: Weighted<number>;
  readonly seats: Weighted<number>;
  readonly hpPerLitre: number;
  readonly price: number;
  readonly diesel: number;
  /** Fixed fuel mix, or null: the segment's usual mix for the advert's year. */
  readonly fuels: Weighted<number> | null;
  readonly evHp: readonly [number, number];
  readonly years: readonly [number, number] | null;
  readonly van: VanKind | null;
  /** How often the model is advertised relative to its make's other models. */
  readonly popularity: number;
}

/**
 * The engine volume of the names that state it: Mercedes-Benz and Lexus in hundreds of cc
 * (`E 220`, `RX 350`), Infiniti in tenths of a litre (`FX 35`).
 */
function litresFromName(make: number, name: string): number[] {
  if (make === 128) {
    const tenths = /(\d{2})$/.exec(name)?.[1];
    return tenths ? [Number(tenths) / 10] : [];
  }
  const digits = /(\d{3})[ht]?$/.exec(name)?.[1];
  if (!digits) return [];
  const value = Number(digits) / 100;
  if (make === 38 && name.endsWith('300h')) return [2.5];
  if (make === 38 && name.endsWith('200t')) return [2.0];
  if (make === 48 && (value === 1.8 || value === 2.0 || value === 2.5)) return [value, 2.0];
  return [Math.min(6.2, value)];
}

const profiles = new Map<string, ModelProfile>();

export function profileOf(make: number, model: string): ModelProfile {
  const key = `${make}:${model}`;
  const known = profiles.get(key);
  if (known) return known;
  const found: { -readonly [K in keyof Rule]?: Rule[K] } = {};
  for (const rule of RULES) {
    if (rule.make !== undefined && rule.make !== make) continue;
    if (!rule.match.test(model)) continue;
    for (const [name, value] of Object.entries(rule) as [keyof Rule, unknown][]) {
      if (name === 'make' || name === 'match') continue;
      if (found[name] === undefined) (found as Record<string, unknown>)[name] = value;
    }
  }
  const segment = found.segment ?? 'compact';
  const traits = SEGMENTS[segment];
  const fromName = found.litres?.length === 0 ? litresFromName(make, model) : undefined;
  const litres = fromName?.length ? fromName : found.litres?.length ? found.litres : traits.litres;
  const van = /груз\.?-пас/.test(model)
    ? 'mixed'
    : /груз/.test(model)
      ? 'cargo'
      : segment === 'van'
        ? 'passenger'
        : null;
  const vanSeats: Pairs | undefined =
    van === 'cargo'
      ? [
          [2, 3],
          [3, 7],
        ]
      : van === 'mixed'
        ? [
            [5, 4],
            [6, 6],
          ]
        : undefined;
  const profile: ModelProfile = {
    segment,
    bodies: new Weighted(found.bodies ?? traits.bodies),
    litres,
    drives: new Weighted(found.drives ?? traits.drives),
    seats: new Weighted(vanSeats ?? found.seats ?? traits.seats),
    hpPerLitre: found.hpPerLitre ?? traits.hpPerLitre,
    price: traits.price,
    diesel: traits.diesel,
    fuels: found.fuels ? new Weighted(found.fuels) : null,
    evHp: found.evHp ?? [110, 250],
    years: found.years ? [found.years[0], found.years[1] ?? 2026] : null,
    van,
    // The catalogs list many van versions; on the market they are a small share of cars.
    popularity: segment === 'van' ? 0.35 : segment === 'sport' || segment === 'luxury' ? 0.6 : 1,
  };
  profiles.set(key, profile);
  return profile;
}
