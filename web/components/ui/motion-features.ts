// framer-motion's DOM animation features, in a chunk of their own that LazyMotion loads after the
// page has hydrated (https://motion.dev/docs/react-lazy-motion#dynamically-load-features).
import { domAnimation } from 'framer-motion'

export default domAnimation
