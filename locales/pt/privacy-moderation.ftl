# The privacy page's rows for reports and operators' sanctions (docs/privacy.md).
privacy-reports-what = As denúncias que fez: quem, porquê, a partida, as suas palavras e, numa denúncia sobre o chat, as mensagens ditas à volta das dessa pessoa.
privacy-reports-why = Para que os responsáveis do site as leiam e ajam.
privacy-reports-long = { $days ->
    [one] Enquanto está aberta; depois de um responsável a fechar, { $days } dia, e depois é apagada. As suas denúncias desaparecem quando é esquecido.
   *[other] Enquanto está aberta; depois de um responsável a fechar, { $days } dias, e depois é apagada. As suas denúncias desaparecem quando é esquecido.
}
privacy-sanctions-what = O silêncio ou a exclusão de um jogador ou de um endereço por um responsável, um nome retirado e o registo do que os responsáveis fizeram e porquê.
privacy-sanctions-why = Para que uma sanção valha em todos os servidores até terminar e se possa verificar o que os responsáveis fazem.
privacy-sanctions-long = Um silêncio ou uma exclusão até ao fim ou até ser levantado; os nomes retirados e o registo, como prova do que os responsáveis fizeram.
