const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const moneyCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-US');

export const formatMoney = (value: number) => money.format(value);
export const formatMoneyCents = (value: number) => moneyCents.format(value);
export const formatCount = (value: number) => count.format(value);
const moneyCompact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const countCompact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Short forms for narrow cells: $21.5M, 21.5M (full figures below a million). */
export const formatMoneyShort = (value: number) => (Math.abs(value) >= 1_000_000 ? moneyCompact.format(value) : money.format(value));
export const formatCountShort = (value: number) => (Math.abs(value) >= 1_000_000 ? countCompact.format(value) : count.format(value));
