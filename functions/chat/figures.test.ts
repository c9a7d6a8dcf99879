import { describe, expect, it } from 'vitest';
import { moneyIn } from './figures.ts';

describe('figures a visitor states', () => {
  it("reads amounts written the visitor's way, in four languages", () => {
    expect(moneyIn('so 90k for the build?')).toEqual(['$90000']);
    expect(moneyIn('y la de 150 mil qué incluye?')).toEqual(['$150000']);
    expect(moneyIn('25 000 € par mois ?')).toEqual(['$25000']);
    expect(moneyIn('kostet das 150.000 Dollar?')).toEqual(['$150000']);
    expect(moneyIn('25 Tausend im Monat')).toEqual(['$25000']);
  });

  it('takes no count, duration or decimal for money', () => {
    for (const text of ['a CRM with 30 mil contacts', 'we have 2.5 mil to spend', 'presupuesto de 1,5 mil', '2,5 Tausend', 'we have 40,000 contacts', 'we have 12 000 contacts', 'wir haben 40.000 Kontakte', '1.5 weeks', '12 semanas', 'a team of 50']) expect(moneyIn(text), text).toEqual([]);
  });
});
