/**
 * Compiles the Studio's schema outside the Studio, the way `sanity`'s createSchema does: on top of
 * Sanity's built-in types (slug, geopoint, image assets…), with validation rules inferred.
 */
import { Schema } from '@sanity/schema'
import { builtinTypes } from '@sanity/schema/_internal'
import { inferFromSchema } from '@sanity/validation/_internal'
import { schemaTypes } from '@/schemas'

export function compileStudioSchema() {
  const builtin = Schema.compile({ name: 'studio', types: builtinTypes })
  inferFromSchema(builtin)
  return inferFromSchema(Schema.compile({ name: 'default', types: schemaTypes, parent: builtin }))
}
