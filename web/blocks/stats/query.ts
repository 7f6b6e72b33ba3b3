/** What the statsSection block renders: a band of figures. */
export const statsBlockFields = /* groq */ `_type == "statsSection" => {
    heading, stats[]{ _key, value, label }
  }`
