//! A throwaway nginx in front of `yote serve` nodes, configured as docs/deploy.md says (the
//! forwarding headers, WebSockets, the game-id hash), on a free loopback port: Debian's
//! `/usr/sbin/nginx` run in the foreground as one process from a temporary folder, stopped
//! when dropped.

use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Where Debian installs nginx (`apt-get install nginx-light`).
pub const NGINX: &str = "/usr/sbin/nginx";

pub struct Nginx {
    pub addr: SocketAddr,
    child: Child,
    dir: tempfile::TempDir,
}

impl Nginx {
    /// nginx on a free port, proxying to `nodes` (hashed on the game id, as in production).
    pub fn start(nodes: &[SocketAddr]) -> Nginx {
        assert!(
            std::path::Path::new(NGINX).exists(),
            "{NGINX} is missing: install Debian's nginx-light (scripts/test.sh does)"
        );
        let dir = tempfile::tempdir().expect("a folder for nginx");
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let addr: SocketAddr = ([127, 0, 0, 1], port).into();
        let d = dir.path().display();
        let servers: String = nodes
            .iter()
            .map(|n| format!("        server {n} max_fails=1 fail_timeout=2s;\n"))
            .collect();
        let conf = format!(
            r#"daemon off;
master_process off;
pid {d}/nginx.pid;
error_log {d}/error.log warn;
events {{ worker_connections 4096; }}
http {{
    access_log off;
    client_body_temp_path {d}/body;
    proxy_temp_path {d}/proxy;
    fastcgi_temp_path {d}/fastcgi;
    uwsgi_temp_path {d}/uwsgi;
    scgi_temp_path {d}/scgi;
    upstream yote {{
        hash $yote_key consistent;
{servers}        keepalive 32;
    }}
    map $uri $yote_key {{
        ~^/(?:[a-z][a-z]/)?games/(?<id>[A-Za-z0-9]+)   $id;
        ~^/api/games/(?<api_id>[A-Za-z0-9]+)          $api_id;
        default                                       $request_id;
    }}
    map $http_upgrade $connection_upgrade {{
        default upgrade;
        ''      '';
    }}
    server {{
        listen {addr};
        location / {{
            proxy_pass http://yote;
            proxy_http_version 1.1;
            proxy_set_header Host $http_host;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $connection_upgrade;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_read_timeout 1h;
            proxy_send_timeout 1h;
            proxy_next_upstream error timeout http_502 http_503;
        }}
    }}
}}
"#
        );
        let path: PathBuf = dir.path().join("nginx.conf");
        std::fs::write(&path, conf).expect("write nginx.conf");
        let child = Command::new(NGINX)
            .arg("-e")
            .arg(dir.path().join("error.log"))
            .arg("-p")
            .arg(dir.path())
            .arg("-c")
            .arg(&path)
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {NGINX}: {e}"));
        let nginx = Nginx { addr, child, dir };
        let started = Instant::now();
        while TcpStream::connect(addr).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "nginx did not start: {}",
                nginx.error_log()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        nginx
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    /// nginx's own error log.
    pub fn error_log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("error.log")).unwrap_or_default()
    }
}

impl Drop for Nginx {
    fn drop(&mut self) {
        // One process (`master_process off`): nothing is left behind.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
