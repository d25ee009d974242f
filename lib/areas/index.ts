import type { AnyArea } from '@/lib/area/define-area';
import { commissioningArea } from './commissionings';
import { contactArea } from './contacts';
import { contractArea } from './contracts';
import { couponArea } from './coupons';
import { exchangeRateArea } from './exchange-rates';
import { expenseArea } from './expenses';
import { newsArea } from './news';
import { proposalArea } from './proposals';
import { invoiceArea } from './invoices';
import { orderArea } from './orders';
import { praiseArea } from './praises';
import { publicationArea } from './publications';
import { siteElementArea } from './site-elements';
import { taskArea } from './tasks';

/**
 * Every declared record area: the BFF's allow-list, the API's registration and the conformance suite
 * read this list, so an area added here is reachable, mounted and tested.
 */
export const AREAS: readonly AnyArea[] = [
  contactArea,
  commissioningArea,
  couponArea,
  contractArea,
  exchangeRateArea,
  expenseArea,
  newsArea,
  siteElementArea,
  proposalArea,
  orderArea,
  invoiceArea,
  publicationArea,
  praiseArea,
  taskArea,
];
