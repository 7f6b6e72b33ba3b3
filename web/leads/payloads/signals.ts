/** The spam signal every form adds: the honeypot's value (the function times the form itself). */
export interface SpamSignals {
  website: string
}
