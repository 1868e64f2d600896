/**
 * Reads the compass: `deviceorientationabsolute` (Chrome, Edge, Android), or on iOS
 * `webkitCompassHeading` after `DeviceOrientationEvent.requestPermission()`, which Safari only
 * allows from a tap (hence `start`). The angles become a heading in the Rust core.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { compassFromAlpha, compassFromWebkit, type Heading } from '../../../core';

export type CompassState =
  | { status: 'waiting' }
  | { status: 'needsPermission' }
  | { status: 'denied' }
  | { status: 'insecure' }
  | { status: 'unsupported' }
  | { status: 'noSensor' }
  /** iOS has a compass but reports no heading (-1) until it is calibrated. */
  | { status: 'calibrating' }
  | { status: 'reading'; heading: Heading; accuracy: number | null };

/** How long to wait for a first reading before saying there is no sensor. */
export const SENSOR_WAIT_MS = 3000;

interface IosOrientationEvent extends DeviceOrientationEvent {
  webkitCompassHeading?: number;
  webkitCompassAccuracy?: number;
}

interface IosOrientationConstructor {
  requestPermission?: () => Promise<'granted' | 'denied'>;
}

function screenAngle(): number {
  const angle = window.screen?.orientation?.angle;
  if (typeof angle === 'number') return angle;
  const legacy = (window as { orientation?: unknown }).orientation;
  return typeof legacy === 'number' ? legacy : 0;
}

/** Chrome, Edge and Android have the absolute event; Safari does not. */
function hasAbsoluteEvent(): boolean {
  return 'ondeviceorientationabsolute' in (window as object);
}

function initialState(): CompassState {
  if (!window.isSecureContext) return { status: 'insecure' };
  if (typeof window.DeviceOrientationEvent === 'undefined') return { status: 'unsupported' };
  // Chrome also has requestPermission(), but its absolute event needs no permission; only
  // without that event (iOS Safari) must a tap ask first.
  if (hasAbsoluteEvent()) return { status: 'waiting' };
  const ios = window.DeviceOrientationEvent as unknown as IosOrientationConstructor;
  if (typeof ios.requestPermission === 'function') return { status: 'needsPermission' };
  return { status: 'waiting' };
}

export function useCompass(): { state: CompassState; start: () => void } {
  const [state, setState] = useState<CompassState>(initialState);
  const [listening, setListening] = useState(() => initialState().status === 'waiting');
  const hadReading = useRef(false);

  useEffect(() => {
    if (!listening) return;
    let stopped = false;
    // A sensor that answered, even without a heading yet, is not a missing sensor.
    let sensorSeen = false;
    const show = (heading: Heading | null, accuracy: number | null) => {
      if (stopped) return;
      if (heading) {
        hadReading.current = true;
        setState({ status: 'reading', heading, accuracy });
      } else if (!hadReading.current && !sensorSeen) {
        // A browser without the sensor answers once with nulls; after real readings a stray
        // empty event keeps the last heading rather than blanking the dial.
        setState({ status: 'noSensor' });
      }
    };
    const fail = (error: unknown) => console.error('Compass reading failed:', error);

    const onAbsolute = (e: DeviceOrientationEvent) => {
      if (e.alpha === null) return show(null, null);
      compassFromAlpha(e.alpha, screenAngle()).then((h) => show(h, null), fail);
    };
    const absolute = hasAbsoluteEvent();
    const onOrientation = (e: DeviceOrientationEvent) => {
      const ios = e as IosOrientationEvent;
      if (typeof ios.webkitCompassHeading === 'number') {
        const accuracy = ios.webkitCompassAccuracy ?? null;
        compassFromWebkit(ios.webkitCompassHeading, screenAngle()).then((h) => {
          if (h || stopped || hadReading.current) return show(h, accuracy);
          // -1: the compass is there but not calibrated yet; say how to calibrate it.
          sensorSeen = true;
          setState({ status: 'calibrating' });
        }, fail);
      } else if (absolute) {
        // Relative angles (the device's start position, not north): the absolute event has them.
      } else if (e.absolute && e.alpha !== null) {
        // Browsers without the `…absolute` event but with an absolute `deviceorientation`.
        compassFromAlpha(e.alpha, screenAngle()).then((h) => show(h, null), fail);
      } else if (e.alpha === null) {
        show(null, null);
      }
    };
    window.addEventListener('deviceorientationabsolute', onAbsolute);
    window.addEventListener('deviceorientation', onOrientation);
    const timer = window.setTimeout(() => show(null, null), SENSOR_WAIT_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener('deviceorientationabsolute', onAbsolute);
      window.removeEventListener('deviceorientation', onOrientation);
    };
  }, [listening]);

  const start = useCallback(() => {
    const ios = window.DeviceOrientationEvent as unknown as IosOrientationConstructor;
    if (typeof ios.requestPermission !== 'function') {
      setListening(true);
      return;
    }
    ios.requestPermission().then(
      (answer) => {
        if (answer === 'granted') {
          setState({ status: 'waiting' });
          setListening(true);
        } else setState({ status: 'denied' });
      },
      () => setState({ status: 'denied' }),
    );
  }, []);

  return { state, start };
}
