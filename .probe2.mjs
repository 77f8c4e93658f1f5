import { JSDOM, VirtualConsole } from 'jsdom';
import fs from 'node:fs';
const dir = '/work/shared/fixtures/listing-pages/';
const exp = JSON.parse(fs.readFileSync(dir+'EXPECTED.json','utf8'));
const which = process.argv[2];
for (const p of exp.pages) {
  if (which && !p.file.startsWith(which)) continue;
  const html = fs.readFileSync(dir+p.file,'utf8');
  const dom = new JSDOM(html, {url: p.url, virtualConsole: new VirtualConsole()});
  const d = dom.window.document;
  console.log('=====', p.file);
  const truth = [...d.querySelectorAll(p.truth)];
  const show = (e) => { const pic = e.closest('picture'); return (pic? pic.outerHTML : e.outerHTML).slice(0, +process.argv[3]||600); };
  truth.slice(0, +process.argv[4]||3).forEach(e => console.log('TRUTH', show(e), '\n  parent chain:', chain(e)));
  console.log('--- traps');
  [...d.querySelectorAll(p.trap)].slice(0,40).forEach(e => console.log('TRAP', e.outerHTML.slice(0,250)));
  console.log('--- neutral imgs');
  [...d.querySelectorAll('img')].filter(e=>!e.matches(p.truth)&&!e.matches(p.trap)).forEach(e => console.log('NEUTRAL', e.outerHTML.slice(0,300), chain(e)));
}
function chain(e){const a=[];let x=e.parentElement;for(let i=0;i<6&&x;i++,x=x.parentElement)a.push(x.tagName.toLowerCase()+(x.id?'#'+x.id:'')+(x.className&&typeof x.className==='string'?'.'+x.className.trim().split(/\s+/).slice(0,3).join('.'):''));return a.join(' < ');}
