import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

// Skeleton screen: replaced by its feature's implementation.
export default function Screen() {
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h5" component="h1">saved</Typography>
    </Container>
  );
}
