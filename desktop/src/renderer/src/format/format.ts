/** The renderer's formatting is the shared one (the server's PDFs format the same way). */
export { formatCents, formatDate, formatDateTime, formatDay, formatLongDate, formatMoney, limitText, namesSummary, usageText } from '@banco/shared';
