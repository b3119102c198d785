declare module 'virtual:eticket-messages/*' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
