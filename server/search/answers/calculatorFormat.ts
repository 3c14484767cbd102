// Numbers written the French way for the answers: « 1 234,5 » (Intl's narrow spaces), 12 significant digits
// so that 0,1 + 0,2 reads 0,3, and powers of ten beyond what a person reads at a glance.
const SIGNIFICANT_DIGITS = 12;
const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

const plain = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 10 });
const mantissa = new Intl.NumberFormat('fr-FR', { maximumSignificantDigits: 10 });

/** A finite number in French: « 4 », « 0,3 », « 1 234 567,89 », « 1,5 × 10²⁰ », « −2 ». */
export function formatCalculatorNumber(value: number, significantDigits = SIGNIFICANT_DIGITS): string {
  const rounded = Number(value.toPrecision(significantDigits));
  if (rounded === 0) return '0';
  const magnitude = Math.abs(rounded);
  if (magnitude >= 1e15 || magnitude < 1e-6) {
    const exponent = Math.floor(Math.log10(magnitude));
    const m = Number((rounded / 10 ** exponent).toPrecision(significantDigits));
    const power = String(exponent)
      .replace(/-/, '⁻')
      .replace(/\d/g, (d) => SUPERSCRIPTS[Number(d)]!);
    return `${mantissa.format(m).replace('-', '−')} × 10${power}`;
  }
  return plain.format(rounded).replace('-', '−');
}
