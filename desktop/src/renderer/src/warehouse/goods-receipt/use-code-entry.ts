import { useState } from 'react';
import { imeiError, normalizeImei, STOCK_MSG } from '@banco/shared';
import { duplicateInDdt, type ReceiptLineValues } from './goods-receipt-form.ts';
import { goodsReceiptApi } from './goods-receipt-api.ts';

export type CodeKind = 'imei' | 'serial_number';

export interface CodeEntry {
  text: string;
  setText(text: string): void;
  error: string | null;
  checking: boolean;
  /** Checks the typed code and hands it on; an empty input is ignored. */
  submit(): Promise<void>;
}

/**
 * One code typed or scanned (spec 3 §5): the IMEI rule (15 digits, Luhn), not twice in this DDT
 * ('IMEI/SERIALE già inserito per {product}'), and for an IMEI not already in the system (POST
 * /warehouse/validate-imei): refused, or accepted as `existing` when the store lets a manager authorise it.
 */
export function useCodeEntry(options: {
  kind: CodeKind;
  storeId: number | null;
  /** The lines as they are now (read after the check, not at the render). */
  lines(): readonly ReceiptLineValues[];
  onAccept(code: string, existing: boolean): void;
}): CodeEntry {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async () => {
    const code = options.kind === 'imei' ? normalizeImei(text.trim()) : text.trim();
    if (code === '') return;
    const ruleError = codeRuleError(options.kind, code);
    if (ruleError !== null) return setError(ruleError);
    const twice = duplicateInDdt(options.lines(), code);
    if (twice !== null) return setError(twice);
    let existing = false;
    if (options.kind === 'imei') {
      setChecking(true);
      try {
        const check = await goodsReceiptApi.validateImei(code, options.storeId);
        if (check.exists) {
          if (check.duplicate_imei_action !== 'authorize') return setError(check.message ?? STOCK_MSG.imeiExists);
          existing = true;
        } else if (!check.valid) return setError(check.message ?? STOCK_MSG.imeiExists);
      } catch (failure) {
        // the server checks every IMEI again when the DDT is saved
        console.error('Verifica IMEI non riuscita', failure);
      } finally {
        setChecking(false);
      }
      const late = duplicateInDdt(options.lines(), code);
      if (late !== null) return setError(late);
    }
    options.onAccept(code, existing);
    setText('');
    setError(null);
  };

  return {
    text,
    setText: (next) => {
      setText(next);
      setError(null);
    },
    error,
    checking,
    submit,
  };
}

/** The rule of a code alone: an IMEI's length and check digit; a serial at most 60 characters. */
export function codeRuleError(kind: CodeKind, code: string): string | null {
  if (kind === 'imei') return imeiError(code);
  return code.length > 60 ? STOCK_MSG.textTooLong : null;
}
