import type { ScreenCommand, ScreenManifest, StatusReport } from '@marquee/contracts';
import { CommandLedger } from './engine/command-ledger';
import { CommandRunner } from './engine/command-runner';
import {
  forgetRegistration,
  loadRegistration,
  saveRegistration,
  type StoredRegistration,
} from './engine/credential-store';
import { GatewayClient, NotRegistered, type SessionState } from './engine/gateway-client';
import { LogRing } from './engine/log-ring';
import { manifestStep } from './engine/manifest-step';
import {
  forgetManifest,
  loadManifest,
  saveManifest,
  takeTriggerValue,
} from './engine/manifest-store';
import { publishSettings } from './engine/screen-settings';
import { cacheManifestMedia, dropMediaCache } from './engine/media-store';
import { ScreenLink } from './engine/screen-link';
import { captureScreenshot } from './engine/screenshot';
import { openPlayStore } from './engine/play-store';
import { PlayReporter, playSendEveryMs } from './engine/play-reporter';
import { playRecordOf } from './engine/play-record';
import { ServerClock } from './engine/server-clock';
import { differsOnlyInFiles, Stage } from './engine/stage';
import { t } from './i18n';
import { renderNotice, renderPairing } from './pairing-view';

const appVersion = '0.1.0';
/** Registration is retried this often while the server cannot be reached. */
const registerRetryMs = 10_000;

/**
 * The screen from power-on: registers, shows its pairing code until a customer pairs it, then
 * plays its manifest (kept for offline starts), keeps its line to the gateway and obeys commands.
 */
export class ScreenApp {
  private registration = loadRegistration();
  private readonly client = new GatewayClient(() => this.registration?.credential ?? null);
  private readonly log = new LogRing();
  private readonly commands = new CommandRunner(new CommandLedger(localStorage), {
    carryOut: (command) => this.carryOut(command),
    acknowledge: (commandId, ok, message) => this.link.acknowledge(commandId, ok, message),
    reload: () => {
      this.log.persist();
      location.reload();
    },
    log: (level, text) => this.write(level, text),
  });
  private readonly link: ScreenLink;
  private manifest: ScreenManifest | null = loadManifest();
  private stage: Stage | null = null;
  private cachedHash: string | null = null;
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;
  private isRegistering = false;
  private readonly clock = new ServerClock();
  /** Proof of play; null until its store is open, and where IndexedDB is not to be had. */
  private plays: PlayReporter | null = null;

  constructor(private readonly root: HTMLElement) {
    this.link = new ScreenLink(
      this.client,
      () => this.registration?.credential ?? null,
      () => this.status(),
      {
        state: (state) => void this.onState(state),
        contentChanged: (etag) => void this.refreshManifest(etag),
        triggerValue: (triggerCode, value) => this.heardTriggerValue(triggerCode, value),
        command: (command) => void this.onCommand(command),
        notRegistered: () => void this.registerAgain(),
        online: () => undefined,
        playsAcknowledged: (batchId, serverTime) => {
          this.clock.learn(serverTime);
          void this.plays?.acknowledged(batchId);
        },
        serverTime: (serverTime) => this.clock.learn(serverTime),
      },
    );
    setInterval(() => this.log.persist(), 60_000);
    openPlayStore().then(
      (store) => {
        this.plays = new PlayReporter(store, (batch) => this.link.sendPlays(batch));
        setInterval(
          () =>
            void this.plays
              ?.sendDue()
              .catch((error: unknown) => this.write('error', `plays: ${String(error)}`)),
          playSendEveryMs,
        );
      },
      (error: unknown) => this.write('error', `plays are not kept: ${String(error)}`),
    );
  }

  start(): void {
    this.log.write('info', `player ${appVersion} starting`);
    // A screen that was paired plays what it last had straight away, server or not.
    if (this.manifest && this.registration) this.play(this.manifest);
    else if (this.registration) this.showCode(this.registration);
    else renderNotice(this.root, t('starting'));
    if (this.registration) this.link.start();
    else void this.register();
  }

  private write(level: 'info' | 'error', text: string): void {
    this.log.write(level, text);
  }

  private async register(): Promise<void> {
    if (this.isRegistering) return;
    this.isRegistering = true;
    try {
      this.registration = await this.client.register({
        userAgent: navigator.userAgent,
        width: window.screen.width,
        height: window.screen.height,
      });
      saveRegistration(this.registration);
      this.write('info', 'registered; waiting to be paired');
      this.showCode(this.registration);
      this.link.start();
    } catch (error) {
      this.write('error', `register: ${String(error)}`);
      renderNotice(this.root, t('offline'));
      setTimeout(() => void this.register(), registerRetryMs);
    } finally {
      this.isRegistering = false;
    }
  }

  /** Released, expired or unknown: drop everything tied to the old credential and start over. */
  private async registerAgain(): Promise<void> {
    this.link.stop();
    clearTimeout(this.expiryTimer);
    this.registration = null;
    forgetRegistration();
    await this.plays?.forgetAll();
    this.stopPlaying();
    forgetManifest();
    this.manifest = null;
    await this.register();
  }

  private showCode(
    registration: Pick<StoredRegistration, 'pairingCode' | 'pairingExpiresAt'>,
  ): void {
    this.stopPlaying();
    renderPairing(this.root, registration.pairingCode);
    clearTimeout(this.expiryTimer);
    const left = Date.parse(registration.pairingExpiresAt) - Date.now();
    this.expiryTimer = setTimeout(() => void this.registerAgain(), Math.max(1000, left));
  }

  private async onState(state: SessionState): Promise<void> {
    if (!state.isPaired) {
      if (!state.pairingCode || !state.pairingExpiresAt) return this.registerAgain();
      return this.showCode({
        pairingCode: state.pairingCode,
        pairingExpiresAt: state.pairingExpiresAt,
      });
    }
    clearTimeout(this.expiryTimer);
    await this.refreshManifest(state.manifestEtag);
  }

  private async refreshManifest(etag: string | null): Promise<void> {
    const step = manifestStep(etag, {
      playing: this.stage?.manifest.hashCode ?? null,
      cached: this.cachedHash,
    });
    if (step === 'nothing') return;
    try {
      if (step === 'cache' && this.manifest) return await this.cacheMedia(this.manifest);
      const fresh = await this.client.manifest(
        this.stage ? (this.manifest?.hashCode ?? null) : null,
      );
      if (fresh) {
        this.manifest = fresh;
        saveManifest(fresh);
        this.write('info', `manifest ${fresh.hashCode}`);
      }
      if (this.manifest && (fresh || !this.stage)) {
        this.play(this.manifest);
        this.link.reportNow();
      }
      if (this.manifest) await this.cacheMedia(this.manifest);
    } catch (error) {
      if (error instanceof NotRegistered) return this.registerAgain();
      this.write('error', `manifest: ${String(error)}`);
    }
  }

  private heardTriggerValue(triggerCode: string, value: string): void {
    const taken = this.stage && takeTriggerValue(this.stage, triggerCode, value);
    if (taken) this.manifest = taken;
  }

  private async cacheMedia(manifest: ScreenManifest): Promise<void> {
    const isComplete = await cacheManifestMedia(manifest, (level, text) => this.write(level, text));
    if (isComplete && this.cachedHash !== manifest.hashCode) {
      this.cachedHash = manifest.hashCode;
      this.link.reportNow();
    }
  }

  private play(manifest: ScreenManifest): void {
    // Older stored manifests carry no settings.
    publishSettings(manifest.settings ?? {});
    if (this.stage && differsOnlyInFiles(this.stage.manifest, manifest)) {
      return this.stage.update(manifest);
    }
    this.stopPlaying();
    this.stage = new Stage(
      manifest,
      (level, text) => this.write(level, text),
      (played, layerCode, shown) => {
        const play = playRecordOf(played, layerCode, shown, (ms) => this.clock.toServer(ms));
        this.plays
          ?.record(play)
          .catch((error: unknown) => this.write('error', `plays: ${String(error)}`));
      },
    );
    this.root.replaceChildren(this.stage.root);
    this.stage.start();
  }

  private stopPlaying(): void {
    this.stage?.stop();
    this.stage = null;
  }

  private status(): StatusReport {
    const width = window.innerWidth;
    const height = window.innerHeight;
    return {
      resolution: { width, height },
      orientation: width >= height ? 'Landscape' : 'Portrait',
      userAgent: navigator.userAgent.slice(0, 500),
      appVersion,
      playlistHashCode: this.stage?.manifest.hashCode ?? null,
      lastInUseHashCode: this.cachedHash,
      errors: this.log.recentErrors(),
      nowPlaying: this.stage?.nowPlaying() ?? [],
      playlistEmptyFrom: this.stage?.emptyFrom()?.toISOString() ?? null,
    };
  }

  private async onCommand(command: ScreenCommand): Promise<void> {
    const outcome = await this.commands.handle(command);
    if (command.kind === 'release' && outcome === 'done') await this.registerAgain();
  }

  private async carryOut(command: ScreenCommand): Promise<string | undefined> {
    switch (command.kind) {
      case 'reboot':
      case 'release':
        return undefined;
      case 'orderLogs': {
        const text = this.log.textSince(command.lastLogDateTime);
        await this.client.upload(
          command.commandId,
          'logs',
          new Blob([text], { type: 'text/plain' }),
        );
        return undefined;
      }
      case 'orderScreenshot': {
        if (!this.stage) throw new Error('Nothing is playing');
        const png = await captureScreenshot(this.stage, t('embeddedPage'));
        await this.client.upload(command.commandId, 'screenshot', png);
        return undefined;
      }
      case 'forcePlaylistDownload': {
        await dropMediaCache();
        this.cachedHash = null;
        if (this.manifest) await this.cacheMedia(this.manifest);
        if (!this.cachedHash) throw new Error('Some files could not be fetched');
        return undefined;
      }
    }
  }
}
