import { ArkErrors } from 'arktype';
import {
  type AckData,
  EVENTS,
  LIGHT_COMMANDS,
  type LightColor,
  lightOnCommand,
  SCHEMAS,
} from '../../../src/domain/devices';
import { DeviceEmulator, type EmulatorContext, unknownCommand } from './emulator';

export interface LightPlacement {
  street: string | null;
  position: number | null;
  /** the controller's deviceName (doc 3 §3) */
  controller: string | null;
}

export interface LightState extends LightPlacement {
  [key: string]: unknown;
  on: boolean;
  color: LightColor | null;
  quantity: number | null;
}

/**
 * A pick-to-light light at a street position under a controller (doc 3 §2, §3). Commands:
 * `on` {quantity, color} lights it showing the quantity; `off` darkens it; `press` plays the
 * operator pressing its confirm button: it publishes `evt/confirm` {quantity, street, position}
 * and goes dark. Every command is answered on `ack`; the new state is retained.
 */
export class LightEmulator extends DeviceEmulator<LightState> {
  private lit: { color: LightColor; quantity: number } | null = null;

  constructor(
    company: string,
    deviceId: string,
    private placement: LightPlacement,
    context: EmulatorContext,
  ) {
    super('light', company, deviceId, context);
  }

  protected stateData(): LightState {
    return {
      ...this.placement,
      on: this.lit !== null,
      color: this.lit?.color ?? null,
      quantity: this.lit?.quantity ?? null,
    };
  }

  get isOn(): boolean {
    return this.lit !== null;
  }

  /** New street position or controller (PUT/PATCH /devices): republished at once. */
  async place(placement: LightPlacement): Promise<void> {
    this.placement = placement;
    await this.publishState();
  }

  /** Back to dark without a command (a simulator reset). */
  async reset(): Promise<void> {
    this.lit = null;
    await this.publishState();
  }

  protected async command(name: string, data: unknown, correlationId: string | null): Promise<AckData> {
    if (!(LIGHT_COMMANDS as readonly string[]).includes(name)) return unknownCommand(name);
    if (name === 'on') {
      const input = lightOnCommand(data);
      if (input instanceof ArkErrors) return { command: name, ok: false, error: input.summary };
      this.lit = { color: input.color, quantity: input.quantity };
    } else if (name === 'off') {
      this.lit = null;
    } else {
      const quantity = this.lit?.quantity ?? 0;
      this.lit = null;
      await this.publishEvent(
        EVENTS.confirm,
        SCHEMAS.confirm,
        { quantity, street: this.placement.street, position: this.placement.position },
        correlationId,
      );
    }
    await this.publishState();
    return { command: name, ok: true };
  }
}
