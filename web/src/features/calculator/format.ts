const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const moneyCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-US');

export const formatMoney = (value: number) => money.format(value);
export const formatMoneyCents = (value: number) => moneyCents.format(value);
export const formatCount = (value: number) => count.format(value);
