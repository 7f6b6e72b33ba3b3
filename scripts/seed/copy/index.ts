/**
 * Original sample copy for the seed, one module per kind of content.
 */
export { serviceCopy } from './services'
export { caseStudyCopy } from './case-studies'
export { blogPosts } from './blog-posts'
export { testimonials } from './testimonials'
export { pageCopy } from './pages'
export { homeCopy } from './home'
export { siteCopy } from './site'
