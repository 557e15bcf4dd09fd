/** The renderer's formatting is the shared one (the server's PDFs format the same way). */
export { countOf, formatCents, formatCount, formatDate, formatDateTime, formatDay, formatLongDate, formatMoney, formatPercent, limitText, namesSummary, usageText } from '@banco/shared';
