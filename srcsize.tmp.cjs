const fs=require('fs');const {SourceMapConsumer}=require('source-map-js');const zlib=require('zlib');
const file=process.argv[2];const code=fs.readFileSync(file,'utf8');const map=JSON.parse(fs.readFileSync(file+'.map','utf8'));
const c=new SourceMapConsumer(map);const lines=code.split('\n');const per={};
let prev=null;
c.eachMapping(m=>{ if(prev){ if(prev.generatedLine===m.generatedLine){const len=m.generatedColumn-prev.generatedColumn; per[prev.source]=(per[prev.source]||'')+lines[prev.generatedLine-1].slice(prev.generatedColumn,m.generatedColumn);} } prev=m;});
const out=Object.entries(per).map(([s,t])=>[s,t.length,zlib.gzipSync(t).length]);
const group=process.argv[3]==='pkg';
const agg={};
for(const [s,l,g] of out){const k=group?(s.match(/node_modules\/((@[^/]+\/)?[^/]+)/)||[null,s.replace(/.*apps\/web\/src\//,'src/')])[1]:s;agg[k]=(agg[k]||0)+l;}
Object.entries(agg).sort((a,b)=>b[1]-a[1]).slice(0,+process.argv[4]||40).forEach(([k,l])=>console.log((l/1024).toFixed(1).padStart(7),'KB raw',k));
