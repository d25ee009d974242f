import type { Metadata } from 'next';

import { areaListPage } from '@/components/area/area-list-page';
import { exchangeRateArea } from '@/lib/areas/exchange-rates';
import { getCurrentUser } from '@/lib/auth/dal';
import { AREA_RIGHTS, meetsGuard } from '@/lib/rights';
import { listCurrencies } from '@/lib/upstream/currencies';
import { RatesTable, type RatesExtra } from './rates-table';

export const metadata: Metadata = { title: 'Currencies' };

export default areaListPage<RatesExtra>(exchangeRateArea, {
  title: 'Currencies',
  description:
    'The currencies the firm keeps and their reference rates by day. Every conversion uses the latest rate on or before its transaction’s date.',
  Table: RatesTable,
  async load(caller) {
    const [currencies, user] = await Promise.all([listCurrencies(caller), getCurrentUser()]);
    return {
      currencies,
      canAdd: meetsGuard(user, exchangeRateArea.rights.create),
      canImport: meetsGuard(user, AREA_RIGHTS.currencies.importRates),
    };
  },
});
