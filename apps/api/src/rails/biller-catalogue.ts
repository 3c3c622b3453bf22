import type { BillCategory } from '@owo/contract/bills';

// The sandbox biller's catalogue: Nigeria's four mobile networks (airtime and data), the eleven
// electricity distribution companies (prepaid and postpaid), and the three pay-TV operators, with
// data bundles and bouquets at plausible late-2025 prices (kobo). A real aggregator supplies its own.

export interface CatalogueProduct {
  code: string;
  name: string;
  priceMinor: bigint;
  size: string | null;
  validity: string | null;
}

export interface CatalogueBiller {
  code: string;
  name: string;
  category: BillCategory;
  meterType: 'prepaid' | 'postpaid' | null;
  /** Networks: the operator's key, for matching a phone's prefix. */
  network: Network | null;
  /** Prepaid electricity: the sandbox tariff in kobo per kWh (Band A). */
  tariffMinorPerKwh: bigint | null;
  /** DisCos: the city a sandbox meter's address is in. */
  city: string | null;
  products: readonly CatalogueProduct[];
}

export type Network = 'mtn' | 'airtel' | 'glo' | '9mobile';

export const NETWORK_NAMES: Readonly<Record<Network, string>> = {
  mtn: 'MTN',
  airtel: 'Airtel',
  glo: 'Glo',
  '9mobile': '9mobile',
};

/** National prefixes per network (NCC allocations; 0702 5/6 and 0704 are MTN). Longest match first. */
export const NETWORK_PREFIXES: Readonly<Record<Network, readonly string[]>> = {
  mtn: [
    '07025',
    '07026',
    '0703',
    '0704',
    '0706',
    '0803',
    '0806',
    '0810',
    '0813',
    '0814',
    '0816',
    '0903',
    '0906',
    '0913',
    '0916',
  ],
  airtel: ['0701', '0708', '0802', '0808', '0812', '0901', '0902', '0904', '0907', '0911', '0912'],
  glo: ['0705', '0805', '0807', '0811', '0815', '0905', '0915'],
  '9mobile': ['0809', '0817', '0818', '0908', '0909'],
};

const bundle = (code: string, size: string, validity: string, naira: number): CatalogueProduct => ({
  code,
  name: `${size} ${validity}`,
  priceMinor: BigInt(naira) * 100n,
  size,
  validity,
});
const bouquet = (code: string, name: string, naira: number): CatalogueProduct => ({
  code,
  name,
  priceMinor: BigInt(naira) * 100n,
  size: null,
  validity: '1 month',
});

const DATA_BUNDLES: Readonly<Record<Network, readonly CatalogueProduct[]>> = {
  mtn: [
    bundle('mtn-1gb-1d', '1GB', '1 day', 500),
    bundle('mtn-2gb-2d', '2GB', '2 days', 750),
    bundle('mtn-1-5gb-7d', '1.5GB', '7 days', 1000),
    bundle('mtn-6gb-7d', '6GB', '7 days', 2500),
    bundle('mtn-2-7gb-30d', '2.7GB', '30 days', 2000),
    bundle('mtn-10gb-30d', '10GB', '30 days', 4500),
    bundle('mtn-20gb-30d', '20GB', '30 days', 7500),
    bundle('mtn-75gb-30d', '75GB', '30 days', 20000),
  ],
  airtel: [
    bundle('airtel-1gb-1d', '1GB', '1 day', 500),
    bundle('airtel-3gb-2d', '3GB', '2 days', 1000),
    bundle('airtel-6gb-7d', '6GB', '7 days', 2500),
    bundle('airtel-3gb-30d', '3GB', '30 days', 2000),
    bundle('airtel-10gb-30d', '10GB', '30 days', 4000),
    bundle('airtel-18gb-30d', '18GB', '30 days', 6000),
    bundle('airtel-60gb-30d', '60GB', '30 days', 15000),
  ],
  glo: [
    bundle('glo-1gb-1d', '1GB', '1 day', 350),
    bundle('glo-2-5gb-2d', '2.5GB', '2 days', 600),
    bundle('glo-6gb-7d', '6GB', '7 days', 1500),
    bundle('glo-5gb-30d', '5GB', '30 days', 1500),
    bundle('glo-10gb-30d', '10GB', '30 days', 3000),
    bundle('glo-18gb-30d', '18GB', '30 days', 5000),
  ],
  '9mobile': [
    bundle('9mobile-1gb-1d', '1GB', '1 day', 500),
    bundle('9mobile-4-5gb-30d', '4.5GB', '30 days', 2000),
    bundle('9mobile-11gb-30d', '11GB', '30 days', 4000),
    bundle('9mobile-35gb-30d', '35GB', '30 days', 10000),
  ],
};

const BOUQUETS = {
  dstv: [
    bouquet('dstv-padi', 'DStv Padi', 4400),
    bouquet('dstv-yanga', 'DStv Yanga', 6000),
    bouquet('dstv-confam', 'DStv Confam', 11000),
    bouquet('dstv-compact', 'DStv Compact', 19000),
    bouquet('dstv-compact-plus', 'DStv Compact Plus', 30000),
    bouquet('dstv-premium', 'DStv Premium', 44500),
  ],
  gotv: [
    bouquet('gotv-smallie', 'GOtv Smallie', 1900),
    bouquet('gotv-jinja', 'GOtv Jinja', 3900),
    bouquet('gotv-jolli', 'GOtv Jolli', 5800),
    bouquet('gotv-max', 'GOtv Max', 8500),
    bouquet('gotv-supa', 'GOtv Supa', 11400),
    bouquet('gotv-supa-plus', 'GOtv Supa+', 16800),
  ],
  startimes: [
    bouquet('startimes-nova', 'StarTimes Nova', 1900),
    bouquet('startimes-basic', 'StarTimes Basic', 4000),
    bouquet('startimes-smart', 'StarTimes Smart', 5100),
    bouquet('startimes-classic', 'StarTimes Classic', 6000),
    bouquet('startimes-super', 'StarTimes Super', 9800),
  ],
} as const;

const DISCOS: ReadonlyArray<{ code: string; name: string; city: string; tariffKobo: bigint }> = [
  { code: 'ikeja-electric', name: 'Ikeja Electric', city: 'Ikeja, Lagos', tariffKobo: 20_950n },
  { code: 'eko-electric', name: 'Eko Electric', city: 'Lekki, Lagos', tariffKobo: 20_950n },
  { code: 'abuja-electric', name: 'Abuja Electric', city: 'Wuse, Abuja', tariffKobo: 20_980n },
  { code: 'ibadan-electric', name: 'Ibadan Electric', city: 'Bodija, Ibadan', tariffKobo: 20_950n },
  { code: 'enugu-electric', name: 'Enugu Electric', city: 'Independence Layout, Enugu', tariffKobo: 20_950n },
  {
    code: 'portharcourt-electric',
    name: 'Port Harcourt Electric',
    city: 'GRA, Port Harcourt',
    tariffKobo: 20_950n,
  },
  { code: 'kano-electric', name: 'Kano Electric', city: 'Nassarawa, Kano', tariffKobo: 20_950n },
  { code: 'kaduna-electric', name: 'Kaduna Electric', city: 'Barnawa, Kaduna', tariffKobo: 20_950n },
  { code: 'jos-electric', name: 'Jos Electric', city: 'Rayfield, Jos', tariffKobo: 20_950n },
  { code: 'benin-electric', name: 'Benin Electric', city: 'GRA, Benin City', tariffKobo: 20_950n },
  { code: 'yola-electric', name: 'Yola Electric', city: 'Jimeta, Yola', tariffKobo: 20_950n },
];

const NETWORKS: readonly Network[] = ['mtn', 'airtel', 'glo', '9mobile'];

function buildCatalogue(): CatalogueBiller[] {
  const none = { meterType: null, network: null, tariffMinorPerKwh: null, city: null };
  const list: CatalogueBiller[] = [];
  for (const n of NETWORKS) {
    const name = NETWORK_NAMES[n];
    list.push({ ...none, code: `${n}-airtime`, name, category: 'airtime', network: n, products: [] });
  }
  for (const n of NETWORKS) {
    list.push({
      ...none,
      code: `${n}-data`,
      name: `${NETWORK_NAMES[n]} Data`,
      category: 'data',
      network: n,
      products: DATA_BUNDLES[n],
    });
  }
  for (const d of DISCOS) {
    for (const meterType of ['prepaid', 'postpaid'] as const) {
      list.push({
        code: `${d.code}-${meterType}`,
        name: `${d.name} ${meterType === 'prepaid' ? 'Prepaid' : 'Postpaid'}`,
        category: 'electricity',
        meterType,
        network: null,
        tariffMinorPerKwh: meterType === 'prepaid' ? d.tariffKobo : null,
        city: d.city,
        products: [],
      });
    }
  }
  const tv: Array<[keyof typeof BOUQUETS, string]> = [
    ['dstv', 'DStv'],
    ['gotv', 'GOtv'],
    ['startimes', 'StarTimes'],
  ];
  for (const [code, name] of tv) {
    list.push({ ...none, code, name, category: 'cable', products: BOUQUETS[code] });
  }
  return list;
}

export const BILLER_CATALOGUE: readonly CatalogueBiller[] = buildCatalogue();

/** The network whose prefix a national number (0803…) starts with, or null. */
export function networkOf(national: string): Network | null {
  let best: { network: Network; length: number } | null = null;
  for (const n of NETWORKS) {
    for (const p of NETWORK_PREFIXES[n]) {
      if (national.startsWith(p) && p.length > (best?.length ?? 0)) best = { network: n, length: p.length };
    }
  }
  return best?.network ?? null;
}
