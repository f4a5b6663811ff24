import { MAP_PIN_SIZE_PX } from '@showfloor/core';
import { HIGHLIGHT_COLOR } from './map-style.js';

/** A pin of a "show all on map" view: which entry it stands for, at which unit. */
export interface MapPin {
  /** The entry's key in the collection panel; a tap on the pin selects that entry. */
  key: string;
  unitId: string;
  title: string;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const PIN_PATH = 'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7z';

/**
 * The element of a pin, 34x34 px (spec §9). Hidden from assistive technology: the collection
 * panel lists the same entries as buttons, which is how keyboard and screen-reader users choose.
 */
export function pinElement(pin: MapPin, onSelect: () => void): HTMLElement {
  const element = document.createElement('div');
  element.className = 'map-pin';
  element.dataset.testid = 'map-pin';
  element.dataset.unitId = pin.unitId;
  element.title = pin.title;
  element.setAttribute('aria-hidden', 'true');
  element.style.width = `${MAP_PIN_SIZE_PX}px`;
  element.style.height = `${MAP_PIN_SIZE_PX}px`;
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', String(MAP_PIN_SIZE_PX));
  svg.setAttribute('height', String(MAP_PIN_SIZE_PX));
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', PIN_PATH);
  path.setAttribute('fill', HIGHLIGHT_COLOR);
  path.setAttribute('stroke', '#ffffff');
  path.setAttribute('stroke-width', '1.5');
  const dot = document.createElementNS(SVG_NS, 'circle');
  dot.setAttribute('cx', '12');
  dot.setAttribute('cy', '9');
  dot.setAttribute('r', '2.5');
  dot.setAttribute('fill', '#ffffff');
  svg.append(path, dot);
  element.append(svg);
  element.addEventListener('click', (event) => {
    // The map under the pin would otherwise select the unit's own place instead of the entry.
    event.stopPropagation();
    onSelect();
  });
  return element;
}

/**
 * The visitor's position: a blue dot in a white ring, unlike any pin or route end, so "where I
 * am" never reads as "what I looked for". Announced by the page's position button, not here.
 */
export function myPositionElement(): HTMLElement {
  const element = document.createElement('div');
  element.className = 'my-position-marker';
  element.dataset.testid = 'my-position-marker';
  element.setAttribute('aria-hidden', 'true');
  return element;
}
