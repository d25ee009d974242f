import { exchangeRateArea } from '@/lib/areas/exchange-rates';

/** "1 USD = 0.948497 EUR": a rate to the euro as the screens state which one was used. */
export function rateText(currency: string, toEuro: string): string {
  return `1 ${currency} = ${Number(toEuro).toLocaleString('en-GB', { maximumFractionDigits: 6 })} EUR`;
}

export const exchangeRateHref = (id: number) => exchangeRateArea.hrefs.record(id);
