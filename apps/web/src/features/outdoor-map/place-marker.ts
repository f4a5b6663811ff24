import type { OutdoorPlace } from '@showfloor/core';

/** The pin's height: the info window opens this far above the place. */
export const MARKER_HEIGHT_PX = 36;

// A map pin drawn in the category's colour, with a white dot so it reads on any background.
const PIN_SVG =
  '<svg viewBox="0 0 24 36" width="24" height="36" aria-hidden="true" focusable="false">' +
  '<path class="outdoor-marker-pin" d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 36 12 36s12-15.2 12-24.1C24 5.3 18.6 0 12 0z"/>' +
  '<circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>';

/**
 * A marker as a real button, named for screen readers and reachable with the keyboard; the engine
 * only positions it. Built outside React: the engine owns where it sits in the page.
 */
export function placeMarkerElement(place: OutdoorPlace, color: string, label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'outdoor-marker';
  button.dataset.placeId = String(place.id);
  button.setAttribute('aria-label', label);
  button.setAttribute('aria-expanded', 'false');
  button.style.setProperty('--marker-color', color);
  button.innerHTML = PIN_SVG;
  return button;
}
