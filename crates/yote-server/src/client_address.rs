//! Who the client is: the peer's address, unless the peer is a trusted proxy (`--trusted-proxies`),
//! whose forwarding headers then name the client. Every per-address limit counts this address.
//!
//! From a trusted peer, the hops of `Forwarded` (RFC 7239, its `for=` values), else of
//! `X-Forwarded-For`, are read from the right: the first address that is not itself a trusted
//! proxy is the client (a client may write anything at the left of these headers, but not at
//! their right, which its proxies append). From any other peer the headers are ignored.

use std::net::{IpAddr, SocketAddr};
use std::str::FromStr;

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use ipnet::IpNet;

/// The client's address, in every request's extensions (set by the listener).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientAddr(pub IpAddr);

impl<S: Send + Sync> FromRequestParts<S> for ClientAddr {
    type Rejection = std::convert::Infallible;

    /// The listener's answer; a router driven without the listener (tests) falls back on the
    /// peer, else on the loopback address.
    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<ClientAddr, Self::Rejection> {
        if let Some(client) = parts.extensions.get::<ClientAddr>() {
            return Ok(*client);
        }
        Ok(ClientAddr(
            parts
                .extensions
                .get::<ConnectInfo<SocketAddr>>()
                .map_or(IpAddr::from([127, 0, 0, 1]), |c| c.0.ip()),
        ))
    }
}

/// The proxies whose forwarding headers are believed: networks in CIDR form, or single
/// addresses.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<IpNet>);

impl FromStr for TrustedProxies {
    type Err = String;

    /// `"127.0.0.1, 10.0.0.0/8, ::1"`; an empty text trusts nobody.
    fn from_str(text: &str) -> Result<TrustedProxies, String> {
        let mut nets = Vec::new();
        for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let net = match part.parse::<IpNet>() {
                Ok(net) => net,
                Err(_) => match part.parse::<IpAddr>() {
                    Ok(ip) => IpNet::from(ip),
                    Err(_) => {
                        return Err(format!(
                            "'{part}' is neither an address nor a network (such as 10.0.0.0/8)"
                        ));
                    }
                },
            };
            nets.push(net);
        }
        Ok(TrustedProxies(nets))
    }
}

impl TrustedProxies {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn trusts(&self, address: IpAddr) -> bool {
        let address = address.to_canonical();
        self.0.iter().any(|net| net.contains(&address))
    }

    /// The client of a request that came from `peer` with `headers`.
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let peer = peer.to_canonical();
        if !self.trusts(peer) {
            return peer;
        }
        let mut client = peer;
        for hop in hops(headers).into_iter().rev() {
            match hop {
                // A hop that names no address ("unknown", an obfuscated name): the last
                // address known is as close to the client as can be told.
                None => return client,
                Some(address) => {
                    client = address.to_canonical();
                    if !self.trusts(client) {
                        return client;
                    }
                }
            }
        }
        client
    }
}

/// The hops a request passed through, the client's first: `Forwarded`'s `for=` values, else
/// `X-Forwarded-For`'s. `None` for a hop that is not an address.
fn hops(headers: &HeaderMap) -> Vec<Option<IpAddr>> {
    let forwarded: Vec<&str> = headers
        .get_all("forwarded")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect();
    if !forwarded.is_empty() {
        return forwarded
            .iter()
            .flat_map(|v| v.split(','))
            .map(|element| {
                element.split(';').find_map(|pair| {
                    let (key, value) = pair.split_once('=')?;
                    key.trim()
                        .eq_ignore_ascii_case("for")
                        .then(|| node_address(value.trim().trim_matches('"')))
                })?
            })
            .collect();
    }
    headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|hop| node_address(hop.trim()))
        .collect()
}

/// An address as forwarding headers write it: `192.0.2.1`, `192.0.2.1:4711`, `2001:db8::1`,
/// `[2001:db8::1]:4711`.
fn node_address(text: &str) -> Option<IpAddr> {
    if let Some(rest) = text.strip_prefix('[') {
        return rest.split(']').next()?.parse().ok();
    }
    if let Ok(ip) = text.parse() {
        return Some(ip);
    }
    text.parse::<SocketAddr>().ok().map(|s| s.ip())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, value.parse().unwrap());
        }
        map
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn an_untrusted_peer_is_the_client_whatever_it_says() {
        let trusted: TrustedProxies = "10.0.0.0/8".parse().unwrap();
        let forged = headers(&[("x-forwarded-for", "1.2.3.4"), ("forwarded", "for=5.6.7.8")]);
        assert_eq!(
            trusted.client(ip("203.0.113.9"), &forged),
            ip("203.0.113.9")
        );
        let nobody = TrustedProxies::default();
        assert_eq!(nobody.client(ip("10.0.0.1"), &forged), ip("10.0.0.1"));
    }

    #[test]
    fn the_rightmost_untrusted_hop_is_the_client() {
        let trusted: TrustedProxies = "10.0.0.0/8, 192.168.1.5".parse().unwrap();
        let peer = ip("10.0.0.2");
        // The client wrote 1.1.1.1 itself; the proxies appended what they saw.
        let chain = headers(&[("x-forwarded-for", "1.1.1.1, 198.51.100.7, 192.168.1.5")]);
        assert_eq!(trusted.client(peer, &chain), ip("198.51.100.7"));
        // Several header lines are one list, in order.
        let split = headers(&[
            ("x-forwarded-for", "1.1.1.1"),
            ("x-forwarded-for", "198.51.100.7"),
        ]);
        assert_eq!(trusted.client(peer, &split), ip("198.51.100.7"));
        // No header: the proxy itself.
        assert_eq!(trusted.client(peer, &HeaderMap::new()), peer);
        // Every hop trusted: the leftmost.
        let inside = headers(&[("x-forwarded-for", "10.1.1.1, 10.2.2.2")]);
        assert_eq!(trusted.client(peer, &inside), ip("10.1.1.1"));
        // A hop that is no address stops the walk at the last one known.
        let unknown = headers(&[("x-forwarded-for", "198.51.100.7, garbage, 10.3.3.3")]);
        assert_eq!(trusted.client(peer, &unknown), ip("10.3.3.3"));
    }

    #[test]
    fn forwarded_is_read_before_x_forwarded_for() {
        let trusted: TrustedProxies = "127.0.0.1".parse().unwrap();
        let both = headers(&[
            ("x-forwarded-for", "198.51.100.1"),
            (
                "forwarded",
                "for=192.0.2.60;proto=http;by=203.0.113.43, For=\"[2001:db8:cafe::17]:4711\"",
            ),
        ]);
        assert_eq!(
            trusted.client(ip("127.0.0.1"), &both),
            ip("2001:db8:cafe::17")
        );
        let with_port = headers(&[("forwarded", "for=\"192.0.2.60:8080\"")]);
        assert_eq!(
            trusted.client(ip("127.0.0.1"), &with_port),
            ip("192.0.2.60")
        );
        let hidden = headers(&[("forwarded", "for=192.0.2.60, for=_hidden")]);
        assert_eq!(trusted.client(ip("127.0.0.1"), &hidden), ip("127.0.0.1"));
    }

    #[test]
    fn ipv4_mapped_peers_are_their_ipv4_address() {
        let trusted: TrustedProxies = "127.0.0.1".parse().unwrap();
        let chain = headers(&[("x-forwarded-for", "198.51.100.7")]);
        assert_eq!(
            trusted.client(ip("::ffff:127.0.0.1"), &chain),
            ip("198.51.100.7")
        );
    }

    #[test]
    fn a_list_that_is_not_addresses_is_refused_with_the_culprit() {
        assert!(TrustedProxies::from_str("").unwrap().is_empty());
        let err = TrustedProxies::from_str("10.0.0.0/8, nginx").unwrap_err();
        assert!(err.contains("'nginx'"), "{err}");
        assert!(TrustedProxies::from_str("10.0.0.0/33").is_err());
    }
}
