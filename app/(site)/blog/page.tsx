/**
 * /blog, the footer's link, is the list at /blogs (the spec keeps both paths; /blogs is the
 * canonical one its metadata names): the same route module, not a copy of it.
 */
export { default, generateMetadata } from '../blogs/page'
