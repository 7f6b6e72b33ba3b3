/** What the faqSection block renders: questions and answers. */
export const faqBlockFields = /* groq */ `_type == "faqSection" => {
    heading, items[]{ _key, question, answer }
  }`
