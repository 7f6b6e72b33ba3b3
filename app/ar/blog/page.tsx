/** /ar/blog, the Arabic footer's link: the Arabic list at /ar/blogs, as app/(site)/blog/page.tsx. */
export { default, generateMetadata } from '../blogs/page'
