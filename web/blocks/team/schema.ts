import { UsersIcon } from '@sanity/icons/Users'
import { defineType } from 'sanity'
import { blockPreview, headingField, itemsField } from '../schema-fields'

/** Team members and open slots; résumés go to the agency address of the site settings. */
export const teamSectionType = defineType({
  name: 'teamSection',
  title: 'Team',
  type: 'object',
  icon: UsersIcon,
  fields: [headingField(), itemsField('members', 'Members and open slots', 'teamMember')],
  preview: blockPreview('Team', UsersIcon),
})
