import amazonOne from '../assets/technologies/amazon-one.svg?no-inline';
import cloud from '../assets/technologies/cloud.svg?no-inline';
import microsoftAzure from '../assets/technologies/microsoft-azure.svg?no-inline';
import microsoft from '../assets/technologies/microsoft.svg?no-inline';
import oracleCloud from '../assets/technologies/oracle-cloud.svg?no-inline';
import salesforce from '../assets/technologies/salesforce.svg?no-inline';
import serviceNow from '../assets/technologies/servicenow.svg?no-inline';
import wipro from '../assets/technologies/wipro.svg?no-inline';

/** A technology we work with, shown as its wordmark; `alt` names it. */
export type Technology = { logo: string; alt: string };

/** Every logo's box (SPEC: width 220, height 120): the width and height of its <img>. */
export const technologyLogoSize = { width: 220, height: 120 } as const;

export const technologies = [
  { logo: microsoftAzure, alt: 'Microsoft Azure' },
  { logo: salesforce, alt: 'Salesforce' },
  { logo: microsoft, alt: 'Microsoft' },
  { logo: serviceNow, alt: 'ServiceNow' },
  { logo: cloud, alt: 'Cloud' },
  { logo: wipro, alt: 'Wipro' },
  { logo: amazonOne, alt: 'Amazon One' },
  { logo: oracleCloud, alt: 'Oracle Cloud' },
] as const satisfies readonly Technology[];
