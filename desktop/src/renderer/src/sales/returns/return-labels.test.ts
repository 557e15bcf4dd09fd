import { describe, expect, it } from 'vitest';
import { cartErrorsOf, formPathsOf } from './exchange-cart.ts';
import { checklistOf, impactText } from './defect-checklist.ts';
import { lineStatusText } from './line-status.ts';
import { lineCodeText } from '../detail/sale-format.ts';
import { figuresText, methodBlockedReason, refundTermsText } from './refund-figures.ts';

describe('returns labels', () => {
  it('says the line status, with the days left of an expiring one', () => {
    expect(lineStatusText({ status: 'valid', days_left: 10 })).toBe('Restituibile');
    expect(lineStatusText({ status: 'expiring', days_left: 2 })).toBe('In scadenza (2 giorni)');
    expect(lineStatusText({ status: 'expiring', days_left: 1 })).toBe('In scadenza (1 giorno)');
    expect(lineStatusText({ status: 'expiring', days_left: 0 })).toBe('In scadenza (ultimo giorno)');
    expect(lineStatusText({ status: 'returned', days_left: null })).toBe('Già restituito');
    expect(lineCodeText({ imei: '861234', serial_number: null })).toBe('IMEI 861234');
    expect(lineCodeText({ imei: null, serial_number: null })).toBeNull();
  });

  it("gives each category its checklist (spec 2 §3.6), an unknown one the accessories'", () => {
    expect(checklistOf('Smartphone').map((group) => group.label)).toEqual(['Display', 'Scocca', 'Funzionalità']);
    expect(checklistOf('Sconosciuta')).toBe(checklistOf('Accessori'));
    expect(impactText(80)).toBe('−80%');
  });

  it("says why a method cannot be used and each method's figures", () => {
    expect(methodBlockedReason({ available: false, unavailable_reason: 'Limite superato (max €999.99)' })).toBe('Limite superato (max €999.99)');
    expect(methodBlockedReason({ available: false, unavailable_reason: 'Serve un cliente registrato sulla vendita' })).toBe('Serve un cliente registrato sulla vendita');
    expect(methodBlockedReason({ available: true, unavailable_reason: null })).toBeNull();
    const text = figuresText({ refund_amount: '100.00', bonus: '5.00', processing_fee: '0.00', final_amount: '105.00', processing_time: 'Immediato' } as Parameters<typeof figuresText>[0]);
    expect(text).toMatch(/^Rimborso 100,00\s€ · bonus \+5,00\s€ · al cliente 105,00\s€ · Immediato$/);
    expect(refundTermsText('store_credit')).toBe('bonus +5%, nessuna commissione, immediato');
    expect(refundTermsText('cash')).toBe('commissione 2%, massimo €999.99, immediato');
    expect(refundTermsText('bank_transfer')).toMatch(/^commissione 2,50\s€, 1-2 giorni lavorativi$/);
  });

  it("maps the exchange's cart errors to the returns form's paths and back", () => {
    expect(cartErrorsOf({ new_lines: 'a', 'new_lines.0.quantity': 'b', lines: 'c' })).toEqual({ lines: 'a', 'lines.0.quantity': 'b' });
    expect(formPathsOf(['lines', 'lines.1.discount_percent'])).toEqual(['new_lines', 'new_lines.1.discount_percent']);
  });
});
