/**
 * Where the floating actions (cost calculator, live chat) stand, so that they never cover a link,
 * a button or a field (issue 45). They are on every page once it has loaded, each in its bottom
 * corner; whenever a control of the page (or a sticky bar's) reaches under one, that one tucks
 * into the screen's edge as a narrow tab, and comes back out as soon as the corner is free again.
 * Should a control reach the very edge there too (a full-bleed row), the button steps away until
 * it has passed. Nothing of the page moves, and the page keeps its whole width.
 *
 * The script below is a file of its own (FLOATING_DOCK_SRC, served by app/floating-dock.js),
 * asked for once the page has loaded (./floating-dock-loader.tsx): every page's HTML carried the
 * same 3.4 kB inline (1.5 kB of its compressed bytes, issue 46), which a browser now downloads
 * once, after what the page needs to show and hydrate, and then takes from its cache. The buttons
 * are shown once it has placed them: `data-dock-ready` on <html>, set when the observer below has
 * first told which controls are near them (at rest wherever the script cannot run: no observer, an
 * error; and without JavaScript). It never measures the whole page: an IntersectionObserver whose
 * root is the band of the screen the buttons stand in tells which controls are in that band (the
 * browser works that out while it draws a frame, and skips what content-visibility skips), and
 * only those are measured against the buttons — when the observer reports, on the page's scroll,
 * on resize, on a row's scroll, and when something changes (a transition or animation starting or
 * ending, a change of the page's content): on the next frame and once more when it has settled
 * (DOCK_SETTLE_MS); on every frame while a transition or an animation moves or fades in something
 * that holds a control (DOCK_MOTION_MAX_MS); and when the page adds a control (a form whose code
 * has just arrived), which counts as near until the observer first reports on it, on the next
 * frame before it is drawn: measured at once, in the page's own task, the buttons laid out the
 * page React had just changed there (59 of the 73 ms the buttons' script took in a 161 ms task
 * on the home page, Lighthouse's slow phone), which the frame lays out anyway. A
 * control counts while it is transparent too: one fading in is drawn a frame later, before the
 * next placement, and the observer reports late on what a frame has just drawn for the first
 * time. Each of these let a home section's links or the footer's Subscribe button sit under a
 * button for a moment (the floating-actions test on a loaded machine: CI, and at 4× CPU
 * throttling here). Measuring every control, as it first did, made the browser lay out the
 * home page's sections that content-visibility keeps unrendered (globals.css) on every frame
 * while the page loaded: two seconds of a slow phone's main thread (issue 45). It writes the
 * place on <html> (`data-dock-left`, `data-dock-right`: `tab` or `away`; absent at rest), which
 * app/globals.css draws; the first paint's inline rules keep those states
 * (web/first-paint/critical-css.mjs).
 *
 * On a phone the buttons also step out of the way of the text being read: while the visitor
 * scrolls down the page they fade out (`data-dock-hidden` on <html>), and they come back as soon
 * as the visitor scrolls up, and at the top and the foot of the page. Round buttons over a
 * phone's narrow column covered the first or last words of the lines under them at most scroll
 * positions (an outside review of every page at 375 px, in both languages); scrolling up is how a
 * visitor looks for what the page offers, so that is when they show, each placed as above. From
 * 640 px they stay: the column leaves them room, and beside it from 1360 px.
 *
 * What counts as a control, and as covering it, is what
 * tests/e2e/floating-actions.e2e.spec.ts checks at every scroll position: its box, as drawn in
 * the viewport, overlapping the button's (with a few pixels to spare). Written by hand, constant.
 */
import { createHash } from 'node:crypto'

/** The controls a floating action must not cover, not even as a tab at the screen's edge. */
export const DOCK_CONTROLS =
  'a[href], button, [role="button"], input:not([type="hidden"]), select, textarea, summary'

/**
 * What a floating action must not cover at rest either, though its tab may stand beside it at the
 * screen's edge: a hero's picture beside its heading (`data-hero-aside`, PageHero), a post's cover,
 * and what a page marks `data-dock-clear`, a figure read at a glance (a case study's results). On a
 * phone's first screen the round buttons sat over the partner page's certificate card, a post's
 * cover and a case study's first result (outside reviews). Such a box reaches across a phone's
 * column, 16 px from each edge: a tab beside it covers nothing of it, so the button tucks, where a
 * control there makes it step off the screen.
 */
export const DOCK_CLEAR = '[data-dock-clear], [data-hero-aside]'

/**
 * A card that is one link, its link's box stretched over the card (a service, a case study, a
 * post, a search result, a contact card): the link's own box is its title alone, and the buttons
 * sat at rest over the rest of the card, its text and price, which a tap there opens (/ar/services'
 * first card on a phone: an outside review). The button tucks beside it as beside a picture, and
 * steps away where the card itself reaches under the tab (a carousel's next card at the screen's
 * edge); a card in the column, 16 px from the edge, only touches the tab, and does not count.
 */
export const DOCK_CARDS = '[data-dock-card]'

/** Everything the buttons are placed around: what the every-page test checks them against. */
export const DOCK_AVOID = `${DOCK_CONTROLS}, ${DOCK_CLEAR}, ${DOCK_CARDS}`

/** The width of a tucked button's tab at the screen's edge, in CSS pixels. */
export const DOCK_TAB_WIDTH = 16

/**
 * On a phone: how far (CSS pixels) the visitor scrolls one way before the buttons fade out (down)
 * or back in (up), so that a jitter of the finger does neither; and how near the top of the page
 * they stay whatever the direction.
 */
export const DOCK_SCROLL_TURN = 24
export const DOCK_TOP_ZONE = 64

/** Below this width (CSS pixels: Tailwind's `sm`) the buttons fade out while the page scrolls down. */
export const DOCK_PHONE_BELOW = 640

/**
 * After a change that may move the page's controls without telling (a class, a node, a transition
 * that starts), the buttons are placed on the next frame and once more this many milliseconds
 * later, when what followed it (a menu's height, an image's box) has settled. They were placed on
 * every frame for 1.2 s instead: 70 frames at each change, each one drawn, most of the buttons'
 * main-thread time on a page that changes as it hydrates (/book-call: 20–60 ms tasks for seconds
 * after its load on Lighthouse's slow phone). What moves frame by frame says so: a row's scroll
 * events, the style a script writes (a carousel's), a transition's end.
 */
export const DOCK_SETTLE_MS = 300

/**
 * While something of the page moves or fades in a transition or an animation (the home page's
 * sections rise 2 rem and fade in for 800 ms as they arrive, globals.css), the buttons are placed
 * on every frame until it ends, for at most this many milliseconds: placed only when it started
 * and DOCK_SETTLE_MS later, a section's links that rose into a corner, or became visible there,
 * sat under a button in between (the floating-actions test at 1280 px, on a loaded machine). A
 * colour's or a shadow's transition moves nothing, and an endless animation (a spinner) is not
 * followed.
 */
export const DOCK_MOTION_MAX_MS = 1500

export const FLOATING_DOCK_SCRIPT = `(function(){try{
var d=document.documentElement,root=document.querySelector('[data-floating-actions]');
function ready(){d.setAttribute('data-dock-ready','')}
if(!root||!root.getBoundingClientRect||!window.IntersectionObserver)return ready();
var slots=root.querySelectorAll('[data-dock-slot]'),SEL=${JSON.stringify(DOCK_AVOID)},CTL=${JSON.stringify(DOCK_CONTROLS)},CARD=${JSON.stringify(DOCK_CARDS)},M=4,TAB=${DOCK_TAB_WIDTH};
var queued=0,later=0,until=0,near=new Set(),band=null,bandTop=-1,phone=matchMedia('(max-width: ${DOCK_PHONE_BELOW - 0.02}px)'),lastY=scrollY,run=0;
function hidden(h){if(h!==d.hasAttribute('data-dock-hidden')){if(h)d.setAttribute('data-dock-hidden','');else d.removeAttribute('data-dock-hidden')}}
function direction(){var y=scrollY,dy=y-lastY;lastY=y;if(!phone.matches||y<=${DOCK_TOP_ZONE}||y+innerHeight>=d.scrollHeight-2){run=0;return hidden(false)}
if(!dy)return;if(dy>0!==run>0)run=0;run+=dy;if(run>${DOCK_SCROLL_TURN})hidden(true);else if(run<-${DOCK_SCROLL_TURN})hidden(false)}
function hit(a,b){return a.left-M<b.right&&b.left<a.right+M&&a.top-M<b.bottom&&b.top<a.bottom+M}
function measure(){var rs=[],W=d.clientWidth,H=innerHeight,t=H,boxes=[],i;
for(i=0;i<slots.length;i++){rs.push(slots[i].getBoundingClientRect());if(rs[i].top<t)t=rs[i].top}
observe(t);
near.forEach(function(el){if(root.contains(el))return;
if(el.checkVisibility&&!el.checkVisibility({visibilityProperty:true,contentVisibilityAuto:true}))return;
var b=el.getBoundingClientRect();if(b.width<=1||b.height<=1||b.bottom<=t-M||b.top>=H||b.right<=0||b.left>=W)return;
b.c=el.matches(CTL);b.k=!b.c&&el.matches(CARD);boxes.push(b)});
for(i=0;i<slots.length;i++){var s=slots[i],side=s.getAttribute('data-dock-slot'),rest=rs[i],
tab={top:rest.top+4,bottom:rest.bottom-4,left:side==='left'?0:W-TAB,right:side==='left'?TAB:W},
atRest=true,atTab=true;
for(var j=0;j<boxes.length;j++){var x=boxes[j];if(hit(rest,x))atRest=false;if(x.c&&hit(tab,x)||x.k&&x.left<tab.right&&tab.left<x.right&&x.top<tab.bottom&&tab.top<x.bottom)atTab=false}
var state=atRest?null:atTab?'tab':'away',name='data-dock-'+side;
if(d.getAttribute(name)!==state){if(state)d.setAttribute(name,state);else d.removeAttribute(name)}}}
function watch(el,fresh){if(el.nodeType!==1)return;var l=[].slice.call(el.querySelectorAll(SEL));if(el.matches(SEL))l.push(el);for(var i=0;i<l.length;i++){band.observe(l[i]);if(fresh)near.add(l[i])}}
function observe(t){t=Math.max(0,Math.floor(t-M));if(t===bandTop)return;
if(band)band.disconnect();near.clear();bandTop=t;
band=new IntersectionObserver(function(es){for(var k=0;k<es.length;k++){if(es[k].isIntersecting)near.add(es[k].target);else near.delete(es[k].target)}measure();ready()},{rootMargin:-t+'px 0px 0px 0px'});
watch(d)}
function frame(){queued=0;measure();if(performance.now()<until)queue()}
function queue(){if(!queued){queued=1;requestAnimationFrame(frame)}}
function moving(){queue();clearTimeout(later);later=setTimeout(queue,${DOCK_SETTLE_MS})}
queue();
document.addEventListener('scroll',function(e){if(e.target===document){direction();measure()}else queue()},{capture:true,passive:true});
addEventListener('resize',function(){direction();queue()});
addEventListener('load',moving);
function running(e){var el=e.target;if(/color|shadow|outline|background|fill|stroke/.test(e.propertyName||'')||!el.matches||!(el.matches(SEL)||el.closest(SEL)||el.querySelector(SEL)))return moving();
var as=el.getAnimations?el.getAnimations():[],left=0;for(var k=0;k<as.length;k++){var c=as[k].effect&&as[k].effect.getComputedTiming();
if(c&&isFinite(c.endTime))left=Math.max(left,c.endTime-(c.localTime||0))}until=Math.max(until,performance.now()+Math.min(left,${DOCK_MOTION_MAX_MS}));moving()}
['transitionrun','animationstart'].forEach(function(t){document.addEventListener(t,running,true)});
['transitionend','animationend','toggle','focusin','click'].forEach(function(t){document.addEventListener(t,moving,true)});
if(window.MutationObserver)new MutationObserver(function(l){var moved=0;for(var k=0;k<l.length;k++){var r=l[k];if(root.contains(r.target))continue;moved=1;
if(band)for(var n=0;n<r.addedNodes.length;n++)watch(r.addedNodes[n],1)}if(moved)moving()}).observe(d,{subtree:true,childList:true,attributes:true,attributeFilter:['class','style','hidden','open','data-state','aria-expanded']});
}catch(e){document.documentElement.setAttribute('data-dock-ready','')}})()`

/**
 * The script's address: its path, and a digest of its text, so that a browser or CDN that keeps
 * the file for a year (app/floating-dock.js) fetches it again when it changes. Server code only:
 * the loader in the browser is given the address.
 */
export const FLOATING_DOCK_PATH = '/floating-dock.js'
export const FLOATING_DOCK_SRC = `${FLOATING_DOCK_PATH}?v=${createHash('sha256')
  .update(FLOATING_DOCK_SCRIPT)
  .digest('base64url')
  .slice(0, 10)}`
