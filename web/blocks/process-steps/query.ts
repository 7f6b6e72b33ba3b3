/** What the processStepsSection block renders: numbered steps. */
export const processStepsBlockFields = /* groq */ `_type == "processStepsSection" => {
    eyebrow, heading, intro, steps[]{ _key, title, description, duration }
  }`
