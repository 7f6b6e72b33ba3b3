'use client'
/**
 * The interactive world map (react-simple-maps on d3-geo) with a pulsing pin at each office's
 * [longitude, latitude]. The topology is bundled from the world-atlas package: no network request
 * besides this chunk. Loaded lazily by OfficeMapPanel, so it is in no page's initial JavaScript.
 */
import { ComposableMap, Geographies, Geography, Marker } from 'react-simple-maps'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries from 'world-atlas/countries-110m.json'
import { cn } from '@/web/lib/utils'
import { CountryFlag } from './country-flag'
import { pinOffsets } from './pin-spread'
import en from '@/messages/en/offices.json'
import type { OfficesText, OfficeView } from './types'

const topology = countries as unknown as Topology<{ countries: GeometryCollection }>
/** The countries as GeoJSON, converted once when the chunk loads. */
const WORLD = feature(topology, topology.objects.countries)

export function OfficeMap({
  offices,
  activeId,
  onActivate,
  text = en,
}: {
  offices: OfficeView[]
  activeId: string | null
  onActivate: (id: string) => void
  /** Its words on a page not in English. */
  text?: OfficesText
}) {
  const active = offices.find((office) => office._id === activeId)
  // Close offices' pins stand apart, each on a short line from its place (./pin-spread).
  const offsets = pinOffsets(offices.map((office) => office.coordinates))
  return (
    <figure data-testid="office-map" className="relative">
      <ComposableMap
        projection="geoEqualEarth"
        projectionConfig={{ scale: 175, center: [10, 12] }}
        width={900}
        height={400}
        className="h-auto w-full"
        role="img"
        aria-label={text.map
          .replace('{count}', String(offices.length))
          .replace('{names}', () => offices.map((o) => o.name).join(', '))}
      >
        <Geographies geography={WORLD}>
          {({ geographies }) =>
            geographies.map((geo) => (
              <Geography
                key={geo.rsmKey}
                geography={geo}
                className="fill-slate-200 stroke-white [stroke-width:0.5] outline-none"
              />
            ))
          }
        </Geographies>
        {offices.map((office, index) => {
          const [dx, dy] = offsets[index]!
          const isActive = office._id === activeId
          // How far above the pin its name stands (below it, as far again less the pin's size).
          const lift = isActive ? 14 : 11
          // The name goes under the pin when another office's pin is just above it (New York,
          // with Toronto up and to the left): above it, the two ran into each other.
          const [lon, lat] = office.coordinates
          const crowded = offices.some(
            (other) =>
              other !== office &&
              Math.abs(other.coordinates[0] - lon) < 8 &&
              other.coordinates[1] > lat &&
              other.coordinates[1] - lat < 8,
          )
          return (
            <Marker
              key={office._id}
              coordinates={office.coordinates}
              onMouseEnter={() => onActivate(office._id)}
              onClick={() => onActivate(office._id)}
              className="cursor-pointer"
              data-office={office.name}
            >
              {dx || dy ? (
                <>
                  <line x2={dx} y2={dy} className="stroke-brand-400 [stroke-width:1]" />
                  <circle r={1.5} className="fill-brand-500" />
                </>
              ) : null}
              <g transform={dx || dy ? `translate(${dx} ${dy})` : undefined}>
                <circle
                  r={6}
                  className="fill-brand-500 animate-pin-pulse [transform-origin:center] [transform-box:fill-box]"
                />
                <circle
                  r={isActive ? 7 : 5}
                  className={cn(
                    'stroke-white [stroke-width:2] transition-all',
                    isActive ? 'fill-brand-700' : 'fill-brand-600',
                  )}
                />
                {/* Every office named, the chosen one larger (only the chosen one was: "the map
                    labels only New York", an outside review). On a phone, where the map is drawn
                    at 40 % and the names would be 4 px, the chosen one's alone, and its card
                    under the map names it. */}
                <text
                  y={crowded ? lift + 10 : -lift}
                  textAnchor="middle"
                  className={cn(
                    '[stroke:white] [stroke-width:4] [paint-order:stroke] [stroke-linejoin:round]',
                    isActive
                      ? 'fill-slate-900 text-[13px] font-semibold'
                      : 'fill-slate-600 text-[11px] font-medium max-sm:hidden',
                  )}
                >
                  {office.name}
                </text>
              </g>
            </Marker>
          )
        })}
      </ComposableMap>
      {active ? (
        <figcaption className="pointer-events-none absolute start-2 bottom-2 flex items-center gap-2 rounded-full bg-white/90 px-3 py-1.5 text-sm text-slate-700 shadow-sm ring-1 ring-slate-900/5">
          <CountryFlag src={active.flag} />
          <span className="font-medium text-slate-900">{active.name}</span>
          <span className="text-slate-500">{active.country}</span>
        </figcaption>
      ) : null}
    </figure>
  )
}
