/**
 * Where the floating actions (cost calculator, live chat) stand, so that they never cover a link,
 * a button or a field (issue 45). They are on every page from its first paint, each in its bottom
 * corner; whenever a control of the page (or a sticky bar's) reaches under one, that one tucks
 * into the screen's edge as a narrow tab, and comes back out as soon as the corner is free again.
 * Should a control reach the very edge there too (a full-bleed row), the button steps away until
 * it has passed. Nothing of the page moves, and the page keeps its whole width.
 *
 * The inline script below follows right after the actions in the document (site-shell.tsx): it
 * places them before the first paint, then again after every scroll (the page's or a row's),
 * resize, change of the page's size or content and every transition or animation (entrances move
 * controls in). It writes the
 * place on <html> (`data-dock-left`, `data-dock-right`: `tab` or `away`; absent at rest), which
 * app/globals.css draws; the first paint's inline rules keep those states
 * (web/first-paint/critical-css.mjs). What counts as a control, and as covering it, is what
 * tests/e2e/floating-actions.e2e.spec.ts checks at every scroll position: its box, as drawn in
 * the viewport, overlapping the button's (with a few pixels to spare). Written by hand, constant.
 */

/** The controls a floating action must not cover. */
export const DOCK_CONTROLS =
  'a[href], button, [role="button"], input:not([type="hidden"]), select, textarea, summary'

/** The width of a tucked button's tab at the screen's edge, in CSS pixels. */
export const DOCK_TAB_WIDTH = 10

export const FLOATING_DOCK_SCRIPT = `(function(){try{
var d=document.documentElement,root=document.querySelector('[data-floating-actions]');
if(!root||!root.getBoundingClientRect)return;
var slots=root.querySelectorAll('[data-dock-slot]'),SEL=${JSON.stringify(DOCK_CONTROLS)},M=4,TAB=${DOCK_TAB_WIDTH};
var queued=0,until=0;
function hit(a,b){return a.left-M<b.right&&b.left<a.right+M&&a.top-M<b.bottom&&b.top<a.bottom+M}
function place(){queued=0;
var W=d.clientWidth,H=innerHeight,rests=[],top=H,i;
for(i=0;i<slots.length;i++){var r=slots[i].getBoundingClientRect();rests.push(r);if(r.top<top)top=r.top}
var boxes=[],list=document.querySelectorAll(SEL);
for(i=0;i<list.length;i++){var el=list[i];if(root.contains(el))continue;
var b=el.getBoundingClientRect();if(b.width<=1||b.height<=1||b.bottom<=top-M||b.top>=H||b.right<=0||b.left>=W)continue;
if(el.checkVisibility&&!el.checkVisibility({opacityProperty:true,visibilityProperty:true}))continue;
boxes.push(b)}
for(i=0;i<slots.length;i++){var s=slots[i],side=s.getAttribute('data-dock-slot'),rest=rests[i],
tab={top:rest.top+4,bottom:rest.bottom-4,left:side==='left'?0:W-TAB,right:side==='left'?TAB:W},
atRest=true,atTab=true;
for(var j=0;j<boxes.length;j++){if(hit(rest,boxes[j]))atRest=false;if(hit(tab,boxes[j]))atTab=false}
var state=atRest?null:atTab?'tab':'away',name='data-dock-'+side;
if(d.getAttribute(name)!==state){if(state)d.setAttribute(name,state);else d.removeAttribute(name)}}
if(performance.now()<until)queue()}
function queue(){if(!queued){queued=1;requestAnimationFrame(place)}}
function moving(){until=performance.now()+1200;queue()}
place();
document.addEventListener('scroll',place,{capture:true,passive:true});
addEventListener('resize',queue);
addEventListener('load',moving);
['transitionrun','transitionend','animationstart','animationend','toggle','focusin','click'].forEach(function(t){document.addEventListener(t,moving,true)});
if(window.ResizeObserver)new ResizeObserver(queue).observe(d);
if(window.MutationObserver)new MutationObserver(function(l){for(var k=0;k<l.length;k++)if(!root.contains(l[k].target)){moving();return}}).observe(d,{subtree:true,childList:true,attributes:true,attributeFilter:['class','style','hidden','open','data-state','aria-expanded']});
}catch(e){}})()`
