/**
 * Printing a grocery list (the detail and the shared page mark themselves with data-grocery-print):
 * only the list, as a clean checklist with boxes. The site's header, footer and toasts stay off the
 * paper, and so does every button (print:hidden in the components). React hoists this into the
 * head once, however many lists render it; the rules match only while a list is on the page.
 */
const PRINT_CSS = `@media print {
  @page { margin: 14mm; }
  body:has([data-grocery-print]) header,
  body:has([data-grocery-print]) footer,
  body:has([data-grocery-print]) [data-sonner-toaster] { display: none !important; }
  body:has([data-grocery-print]), body:has([data-grocery-print]) main { background: #fff !important; }
  [data-grocery-print] { color: #000; max-width: none !important; padding: 0 !important; }
  [data-grocery-print] input[type='checkbox'] { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  [data-grocery-print] li { break-inside: avoid; }
}`;

export function PrintStyle() {
  return (
    <style href="sous-grocery-print" precedence="default">
      {PRINT_CSS}
    </style>
  );
}
