import { DurableObject } from "cloudflare:workers";
import { type Filled, nobodyFilled } from "#contract/filled-seats";
import { configOf } from "../lib/config";
import { InviteeCalls } from "./calls/invitee-calls";
import { OrganiserCalls } from "./calls/organiser-calls";
import { RoomCore } from "./core/room-core";
import { Door } from "./door/door";
import { enableAutoPong } from "./live/live";
import { LiveSockets } from "./live/live-sockets";
import type { Guard, RoomConfig } from "./store/types";

/**
 * One room per event (`idFromName(eventId)`): the single source of truth for the event's
 * responses, capacity, waiting order and promotion. This class is the Durable Object: it holds
 * the room's parts and hands each call to the part that answers it. The core (./core/) holds
 * the state, the one guard every call passes (`event_not_found`), the one transaction every
 * change runs in, the clock and the alarm; the calls are the invitees' (./calls/invitee-calls.ts),
 * the hosts' (./calls/organiser-calls.ts), the door's (./door/door.ts) and the live sockets'
 * (./live/live-sockets.ts). Where everything else lives:
 * docs/decisions/0053-the-room-in-folders-and-parts.md.
 */
export class EventRoom extends DurableObject<Env> {
  private readonly core: RoomCore;
  private readonly invitees: InviteeCalls;
  private readonly organisers: OrganiserCalls;
  private readonly door: Door;
  private readonly live: LiveSockets;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    enableAutoPong(ctx);
    this.core = new RoomCore(ctx, env, {
      applyConfig: (config, now) => this.applyConfig(config, now),
      empty: (now) => this.empty(now),
    });
    const guard: Guard = (eventId, act, knownVersion) => this.onEvent(eventId, act, knownVersion);
    this.invitees = new InviteeCalls(this.core, guard);
    this.organisers = new OrganiserCalls(this.core, guard);
    this.door = new Door(this.core, guard, () => configOf(env).secretKey);
    this.live = new LiveSockets(ctx, this.core, guard);
  }

  // ---- the lifecycle's steps, which the Worker tests cut a room off at -----------------------

  /** The guard every call passes: the event's config and the call's clock, or a refusal. */
  onEvent: Guard = (eventId, act, knownVersion) => this.core.onEvent(eventId, act, knownVersion);

  applyConfig(config: RoomConfig, now: number): Filled {
    return this.core.applyConfig(config, now);
  }

  empty(now: number): Promise<void> {
    return this.core.empty(now);
  }

  // ---- what the room's parts hold, as the Worker tests reach them ----------------------------

  get mirror() {
    return this.core.mirror;
  }

  get courier() {
    return this.core.courier;
  }

  get mailer() {
    return this.core.mailer;
  }

  get hostTelling() {
    return this.core.hosts;
  }

  // ---- configuration and the alarm -----------------------------------------------------------

  /** Applies a pushed config if it is newer than the one held; raising the max fills seats. */
  async configure(config: RoomConfig): Promise<Filled> {
    if (!this.core.configs.accepts(config)) return nobodyFilled();
    return this.applyConfig(config, this.core.clock());
  }

  /** The event is gone: the room keeps only its farewells and the mark (./core/room-core.ts). */
  async destroy(): Promise<void> {
    await this.empty(this.core.clock());
  }

  async alarm(): Promise<void> {
    await this.core.alarm();
  }

  // ---- the live sockets ----------------------------------------------------------------------

  async fetch(request: Request): Promise<Response> {
    return this.live.open(request);
  }

  async webSocketMessage(): Promise<void> {
    // Clients only listen; pings are answered by the runtime (enableAutoPong).
  }

  async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    this.live.closed(socket, code, reason);
  }

  endLiveFor(...call: Parameters<LiveSockets["endFor"]>) {
    return this.live.endFor(...call);
  }

  // ---- invitees ------------------------------------------------------------------------------

  publicSnapshot(...call: Parameters<InviteeCalls["publicSnapshot"]>) {
    return this.invitees.publicSnapshot(...call);
  }

  credentials(...call: Parameters<InviteeCalls["credentials"]>) {
    return this.invitees.credentials(...call);
  }

  linked(...call: Parameters<InviteeCalls["linked"]>) {
    return this.invitees.linked(...call);
  }

  issueLink(...call: Parameters<InviteeCalls["issueLink"]>) {
    return this.invitees.issueLink(...call);
  }

  submit(...call: Parameters<InviteeCalls["submit"]>) {
    return this.invitees.submit(...call);
  }

  modify(...call: Parameters<InviteeCalls["modify"]>) {
    return this.invitees.modify(...call);
  }

  cancel(...call: Parameters<InviteeCalls["cancel"]>) {
    return this.invitees.cancel(...call);
  }

  subscribePush(...call: Parameters<InviteeCalls["subscribePush"]>) {
    return this.invitees.subscribePush(...call);
  }

  unsubscribePush(...call: Parameters<InviteeCalls["unsubscribePush"]>) {
    return this.invitees.unsubscribePush(...call);
  }

  renewPush(...call: Parameters<InviteeCalls["renewPush"]>) {
    return this.invitees.renewPush(...call);
  }

  proveAddress(...call: Parameters<InviteeCalls["proveAddress"]>) {
    return this.invitees.proveAddress(...call);
  }

  mailLink(...call: Parameters<InviteeCalls["mailLink"]>) {
    return this.invitees.mailLink(...call);
  }

  followMailLink(...call: Parameters<InviteeCalls["followMailLink"]>) {
    return this.invitees.followMailLink(...call);
  }

  // ---- hosts ---------------------------------------------------------------------------------

  listResponses(...call: Parameters<OrganiserCalls["listResponses"]>) {
    return this.organisers.listResponses(...call);
  }

  erasePersonalData(...call: Parameters<OrganiserCalls["erasePersonalData"]>) {
    return this.organisers.erasePersonalData(...call);
  }

  stats(...call: Parameters<OrganiserCalls["stats"]>) {
    return this.organisers.stats(...call);
  }

  announcementState(...call: Parameters<OrganiserCalls["announcementState"]>) {
    return this.organisers.announcementState(...call);
  }

  announce(...call: Parameters<OrganiserCalls["announce"]>) {
    return this.organisers.announce(...call);
  }

  adminDelete(...call: Parameters<OrganiserCalls["adminDelete"]>) {
    return this.organisers.adminDelete(...call);
  }

  mailResponse(...call: Parameters<OrganiserCalls["mailResponse"]>) {
    return this.organisers.mailResponse(...call);
  }

  // ---- the door ------------------------------------------------------------------------------

  checkIn(...call: Parameters<Door["checkIn"]>) {
    return this.door.checkIn(...call);
  }

  checkInByPass(...call: Parameters<Door["checkInByPass"]>) {
    return this.door.checkInByPass(...call);
  }

  undoCheckIn(...call: Parameters<Door["undoCheckIn"]>) {
    return this.door.undoCheckIn(...call);
  }
}
