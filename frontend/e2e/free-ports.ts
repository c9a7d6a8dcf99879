import { execFileSync } from 'node:child_process';

/** Asks the OS for free loopback ports (synchronously, since Playwright loads its config synchronously). */
export function freePorts(count: number): number[] {
  const script = `const net=require('net');const s=[];let n=${count};const out=[];for(let i=0;i<${count};i++){const v=net.createServer();v.listen(0,'127.0.0.1',()=>{out.push(v.address().port);s.push(v);if(--n===0){console.log(out.join(','));s.forEach(x=>x.close());}});}`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(',').map(Number);
}
