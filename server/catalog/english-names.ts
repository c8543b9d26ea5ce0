/**
 * English names, reviewed here, for the ids of closed lists that the reference files leave
 * without one (CONTRACT.md "Languages"): the live service answers in Ukrainian and Russian only,
 * and the published English lists are partial or older than the live ones. Ids are the live
 * catalogs' (auto-catalog-live.json, LIVE-2026.md); a name here wins over the reference files'
 * `name_en` only where that one names what the id meant before (fuels before the hybrid split,
 * option 211). British spelling, as the app's English. Places are not here: they are romanized
 * (romanize.ts).
 */

/**
 * The 2026 fuels (ids 5, 10–12 are hybrids by kind since the split): the reference file's
 * English list predates the split.
 */
export const FUELS_EN: Readonly<Record<number, string>> = {
  1: 'Petrol',
  2: 'Diesel',
  3: 'Gas',
  4: 'LPG / Petrol',
  5: 'Hybrid (HEV)',
  6: 'Electric',
  8: 'CNG / Petrol',
  10: 'Hybrid (PHEV)',
  11: 'Hybrid (MHEV)',
  12: 'Hybrid (REEV)',
};

/** `/auto/categories`: Сільгосптехніка. */
export const CATEGORIES_EN: Readonly<Record<number, string>> = {
  10: 'Agricultural machinery',
};

/** Car body styles (`/auto/categories/1/bodystyles`) newer than the published list. */
export const BODYSTYLES_EN: Readonly<Record<number, string>> = {
  449: 'Microvan',
  307: 'Liftback',
  448: 'Fastback',
  315: 'Roadster',
};

/**
 * Car drive types (Повний, Передній, Задній; LIVE-2026.md "all-wheel, front, rear"), named as
 * the reference file names the motorcycles' ones: "Chain drive", "Belt drive".
 */
export const DRIVE_TYPES_EN: Readonly<Record<number, string>> = {
  1: 'All-wheel drive',
  2: 'Front-wheel drive',
  3: 'Rear-wheel drive',
};

/**
 * Countries (`/auto/countries`: makes' origin and "imported from") by their usual English short
 * names. Ids 1–999 are ISO 3166-1 numeric codes, but the name follows the live list where the
 * two differ: 158 is Китай (China) and 408 Корея (the makes' Korea: South Korea); 900–903 are
 * the live service's own ids.
 */
export const COUNTRIES_EN: Readonly<Record<number, string>> = {
  124: 'Canada',
  158: 'China',
  203: 'Czechia',
  233: 'Estonia',
  246: 'Finland',
  250: 'France',
  356: 'India',
  364: 'Iran',
  380: 'Italy',
  392: 'Japan',
  398: 'Kazakhstan',
  408: 'South Korea',
  428: 'Latvia',
  440: 'Lithuania',
  442: 'Luxembourg',
  458: 'Malaysia',
  498: 'Moldova',
  528: 'Netherlands',
  578: 'Norway',
  616: 'Poland',
  620: 'Portugal',
  642: 'Romania',
  643: 'Russia',
  688: 'Serbia',
  703: 'Slovakia',
  705: 'Slovenia',
  724: 'Spain',
  752: 'Sweden',
  756: 'Switzerland',
  792: 'Turkey',
  804: 'Ukraine',
  840: 'United States',
  860: 'Uzbekistan',
  900: 'Georgia',
  901: 'Ireland',
  902: 'United Arab Emirates',
  903: 'Iceland',
};

/**
 * Car options (`/auto/categories/1/options`), in the live list's order (its groups: safety,
 * comfort, multimedia, other equipment, history, lights, body, parking, airbags). The live list
 * names the airbags by place only ("Водія", "Пасажира") under a heading no answer carries, so
 * each says "airbag" here; 211 was "Подушка безопасности (Airbag)" in the published list.
 */
export const OPTIONS_EN: Readonly<Record<number, string>> = {
  // Safety
  606: 'Traction control (ASR)',
  622: 'Rear door child locks',
  617: 'Driver fatigue detection',
  623: 'Interior intrusion sensor (volume sensor)',
  620: 'Tyre pressure monitoring',
  611: 'Hill descent control',
  609: 'Hill start assist',
  612: 'Collision avoidance',
  604: 'Immobiliser',
  616: 'Lane keeping assist',
  615: 'Blind spot monitoring',
  619: 'Night vision',
  618: 'Traffic sign recognition',
  608: 'Brake force distribution (BAS, EBD)',
  621: 'Isofix child seat anchors',
  607: 'Vehicle stability management (VSM)',
  137: 'Central locking',
  // Comfort
  591: 'Adaptive cruise control',
  585: 'Cooled glovebox',
  546: 'Wireless phone charging',
  188: 'Trip computer',
  610: 'Drive mode selection',
  582: 'Hands-free boot opening',
  255: 'Rain sensor',
  564: 'Ambient interior lighting',
  565: 'Decorative pedal covers',
  595: 'Remote engine start',
  587: 'Soft-close doors',
  594: 'Digital instrument cluster',
  583: 'Power mirrors',
  629: 'Power boot lid',
  576: 'Power-adjustable steering wheel',
  584: 'Power-folding mirrors',
  525: 'Push-button start',
  577: 'Steering wheel position memory',
  605: 'Cruise control',
  132: 'Sunroof',
  579: 'Multifunction steering wheel',
  524: 'Heated steering wheel',
  589: 'Heated windscreen',
  555: 'Leather-trimmed steering wheel',
  559: 'Black headliner',
  556: 'Leather-trimmed gear lever',
  558: 'Panoramic roof / windscreen',
  560: 'Front centre armrest',
  443: 'Heated mirrors',
  588: 'Cigarette lighter and ashtray',
  580: 'Paddle shifters',
  575: 'Head-up display',
  586: 'Adjustable pedals',
  568: '12V socket',
  567: '220V socket',
  581: 'Massage seats',
  572: 'Keyless entry',
  574: 'Start-stop system',
  548: 'Folding rear seat',
  554: 'Fold-down tables on front seat backs',
  631: 'Rear window sunshade',
  563: 'Rear door sunshades',
  486: 'Tinted windows',
  550: 'Third rear headrest',
  551: 'Third row of seats',
  549: 'Fold-flat front passenger seat',
  590: 'Refrigerator',
  597: 'CHAdeMO fast charging',
  // Multimedia
  258: 'Speaker system',
  534: 'Audio pre-wiring',
  543: 'Voice control',
  632: 'Gesture control',
  536: 'Multimedia system with LCD screen',
  355: 'Navigation system',
  541: 'Rear-seat entertainment system',
  // Other equipment
  596: 'Webasto parking heater',
  635: 'Roof rack',
  246: 'LPG/CNG equipment',
  636: 'Winch',
  638: 'Lifted suspension',
  526: 'Wheelchair ramp',
  592: 'Air suspension',
  502: 'Hand controls for disabled drivers',
  637: 'Snorkel',
  // History
  630: 'Car on finance',
  501: 'First registration',
  496: 'First owner',
  484: 'Service book',
  // Lights
  437: 'Light sensor',
  527: 'Daytime running lights',
  441: 'Headlight washers',
  528: 'Fog lights',
  531: 'Adaptive lighting system',
  532: 'High beam assist',
  // Body
  515: 'Armoured body',
  552: 'Long wheelbase',
  569: 'Sump guard',
  570: 'Gearbox guard',
  553: 'MAXI body',
  566: 'Door sill plates',
  571: 'Tow bar',
  // Parking
  602: 'Rear camera',
  603: '360° camera',
  598: 'Rear parking sensors',
  192: 'Front parking sensors',
  601: 'Front camera',
  599: 'Automatic parking system',
  // Airbags
  626: 'Rear side airbags',
  625: 'Front side airbags',
  627: 'Curtain airbags',
  211: 'Driver airbag',
  628: 'Driver knee airbag',
  624: 'Passenger airbag',
  634: 'Front centre airbag',
};
