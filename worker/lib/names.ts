/** How a response name is stored: trimmed and in Unicode NFC, so "한" typed two ways is one name. */
export const normaliseName = (name: string) => name.trim().normalize("NFC");

/** How names are compared for uniqueness and lookup: normalised and case-folded. */
export const nameKey = (name: string) => normaliseName(name).toLowerCase();
