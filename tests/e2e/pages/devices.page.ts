import { expect, type Locator, type Page } from '@playwright/test';
import { t } from '../support/messages';

// /devices (doc 3 §2 "Devices"): the street map, its zoom controls, the live feed, CSV import.
export class DevicesPage {
  readonly heading: Locator;
  readonly map: Locator;
  readonly feed: Locator;
  readonly feedStatus: Locator;
  readonly scale: Locator;
  readonly zoomIn: Locator;
  readonly zoomOut: Locator;
  readonly centre: Locator;
  readonly reload: Locator;
  readonly importButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: t('nav.devices') });
    this.map = page.getByRole('region', { name: t('devices.map.label') });
    this.feed = page.getByRole('region', { name: t('devices.feed.title') });
    this.feedStatus = page.getByTestId('feed-status');
    this.scale = page.getByTestId('map-scale');
    this.zoomIn = page.getByRole('button', { name: t('devices.map.zoomIn') });
    this.zoomOut = page.getByRole('button', { name: t('devices.map.zoomOut') });
    this.centre = page.getByRole('button', { name: t('devices.map.centre') });
    this.reload = page.getByRole('button', { name: t('devices.reload') });
    this.importButton = page.getByRole('button', { name: t('devices.import.open') });
  }

  async goto(): Promise<void> {
    await this.page.goto('/devices');
    // a full page load of a signed-in page fetches its texts and its chunks first (slow on a busy CI)
    await expect(this.heading).toBeVisible({ timeout: 20_000 });
  }

  /** Waits for the map and for the MQTT-over-WebSocket feed to be connected. */
  async live(): Promise<void> {
    await expect(this.map).toBeVisible();
    await expect(this.feedStatus).toHaveText(t('devices.feed.status.online'));
  }

  street(name: string): Locator {
    return this.map.getByRole('region', { name: t('devices.map.street', { street: name }) });
  }

  /** A light by its id (its accessible name starts with "Luz <id>,"). */
  light(id: string): Locator {
    return this.map.getByRole('img', { name: new RegExp(`^Luz ${id},`) });
  }

  lights(): Locator {
    return this.map.getByRole('img', { name: /^Luz / });
  }

  importDialog(): Locator {
    return this.page.getByRole('dialog', { name: t('devices.import.title') });
  }
}
