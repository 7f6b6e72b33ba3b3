/** Nothing of its own: the section reads the office documents itself. */
export const officesBlockFields = /* groq */ `_type == "officesSection" => {}`
