//! Any text: the WebSocket message decoder never panics, and every refusal has a code and a
//! message for the client.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data)
        && let Err((code, message)) = yote_server::decode_client_message(text)
    {
        assert!(!code.is_empty() && !message.is_empty());
    }
});
