/** The inbox's campaign filters: the UTM source, medium and campaign of either touch. */
export const CAMPAIGN_FILTERS = ['source', 'medium', 'campaign'] as const
