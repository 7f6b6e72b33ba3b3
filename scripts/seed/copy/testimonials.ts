/**
 * Nine original sample testimonials. People and companies are fictional.
 */
import type { TestimonialCopy } from '../copy-types'

export const testimonials: TestimonialCopy[] = [
  {
    name: 'Rachel Goldstein',
    position: 'Marketing Director',
    company: 'Hudson Dental Group, New York',
    text: 'Within five months of starting SEO with Codehome, our practices were in the local map pack for every core treatment we offer. New patient inquiries from organic search are up by more than half, and the monthly reports are the clearest I have ever received from an agency.',
  },
  {
    name: 'James Whitaker',
    position: 'Founder & CEO',
    company: 'Ledgerly Accounting, London',
    text: 'Codehome took our MVP from a sketch on a whiteboard to paying customers in nine weeks. They pushed back on features we did not need yet, which saved us money and got us to market faster. We have kept them on for every release since.',
  },
  {
    name: 'Fatima Al-Kuwari',
    position: 'Head of Digital',
    company: 'Pearl Bay Hospitality, Doha',
    text: 'We needed a bilingual website in English and Arabic that felt equally polished in both languages. Codehome delivered on time, handled the right-to-left layouts properly and trained our team to manage the content ourselves. Direct bookings have grown every quarter since launch.',
  },
  {
    name: 'Daniel Tremblay',
    position: 'VP of Sales',
    company: 'Northfield Industrial Supply, Toronto',
    text: 'Our leads used to sit in a shared inbox for a day before anyone replied. Codehome connected our website, ads and phone system to HubSpot and set up routing rules, and now reps respond within minutes. It is the best operational change we made last year.',
  },
  {
    name: 'Ayesha Khan',
    position: 'Co-founder',
    company: 'Threadline Apparel, Karachi',
    text: 'From our brand identity to the Shopify store and Instagram content, Codehome has been our entire marketing team. Their designers understood our style immediately. Our online sales have tripled in a year, and half of our customers now come from abroad.',
  },
  {
    name: 'Michael Reyes',
    position: 'Owner',
    company: 'Reyes Home Renovations, Austin',
    text: 'I was spending a fortune on ads and getting tire kickers. Codehome rebuilt my Google Ads campaigns and landing pages, and my cost per qualified lead dropped by almost 40% in the first two months. They explain everything in plain English, which I appreciate.',
  },
  {
    name: 'Sophie Laurent',
    position: 'Head of Learning',
    company: 'Brightpath Training, Manchester',
    text: 'We hired Codehome for animated explainers and voice overs for our e-learning courses. The quality was excellent, turnaround was quick and they handled every revision without fuss. Learner feedback scores on the new modules are the highest we have had.',
  },
  {
    name: 'Omar Haddad',
    position: 'Product Manager',
    company: 'Fleetwise Logistics, Doha',
    text: 'Codehome built our driver app as a progressive web app, which meant no app store delays and instant updates for a fleet of 600 drivers. It works reliably even in areas with poor signal. Their team was responsive across time zones throughout the project.',
  },
  {
    name: 'Emily Carter',
    position: 'Chief Operating Officer',
    company: 'Cedar & Pine Wellness, Vancouver',
    text: 'Codehome set up our email automation and a live dashboard that finally shows which channels bring in new members. We cut two hours of manual reporting each week and our welcome sequence converts better than any campaign we ran before.',
  },
]
