// The fee rules live in the contract, so the web's amount step and review show exactly what the API charges.
export * from '@owo/contract/fees';
