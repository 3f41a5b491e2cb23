/** Money as the dashboard writes it ("$40.00"), from the server's decimal text, in the shop's currency. */
export function moneyText(amount: string, currency: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
}
